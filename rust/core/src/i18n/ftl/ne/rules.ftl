rules-other-games = अरू खेलहरू
