# The apps' settings that are more than a switch (the core's settings
# module): how fast moves travel, light or dark, the board theme.

## Move animation
settings-speed-off = Off
settings-speed-fast = Fast
settings-speed-normal = Normal
settings-speed-slow = Slow

## Appearance
settings-appearance-system = System
settings-appearance-light = Light
settings-appearance-dark = Dark

## Board theme: wood by day, dark at night
settings-board-theme-auto = Automatic
