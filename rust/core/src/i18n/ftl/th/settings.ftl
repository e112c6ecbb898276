# The apps' settings that are more than a switch (the core's settings module).

settings-speed-off = ปิด
settings-speed-fast = เร็ว
settings-speed-normal = ปกติ
settings-speed-slow = ช้า
settings-appearance-system = ตามระบบ
settings-appearance-light = สว่าง
settings-appearance-dark = มืด
settings-board-theme-auto = อัตโนมัติ
