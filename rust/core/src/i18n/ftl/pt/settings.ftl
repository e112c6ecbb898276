# The apps' settings that are more than a switch (the core's settings module).

settings-speed-off = Desligada
settings-speed-fast = Rápida
settings-speed-normal = Normal
settings-speed-slow = Lenta
settings-appearance-system = Sistema
settings-appearance-light = Claro
settings-appearance-dark = Escuro
settings-board-theme-auto = Automático
