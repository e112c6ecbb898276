# The apps' settings that are more than a switch (the core's settings module).

settings-speed-off = Aucune
settings-speed-fast = Rapide
settings-speed-normal = Normale
settings-speed-slow = Lente
settings-appearance-system = Système
settings-appearance-light = Clair
settings-appearance-dark = Sombre
settings-board-theme-auto = Automatique
