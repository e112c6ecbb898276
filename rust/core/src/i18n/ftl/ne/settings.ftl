# The apps' settings that are more than a switch (the core's settings module).

settings-speed-off = बन्द
settings-speed-fast = छिटो
settings-speed-normal = सामान्य
settings-speed-slow = ढिलो
settings-appearance-system = प्रणाली
settings-appearance-light = उज्यालो
settings-appearance-dark = अँध्यारो
settings-board-theme-auto = स्वचालित
