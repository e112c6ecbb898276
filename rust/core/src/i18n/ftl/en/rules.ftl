# The rules pages.

# The heading of the links to the other games, at the end of a page.
rules-other-games = Other games
