# The apps' settings that are more than a switch (the core's settings module).

settings-speed-off = بلا
settings-speed-fast = سريع
settings-speed-normal = عادي
settings-speed-slow = بطيء
settings-appearance-system = النظام
settings-appearance-light = فاتح
settings-appearance-dark = داكن
settings-board-theme-auto = تلقائي
