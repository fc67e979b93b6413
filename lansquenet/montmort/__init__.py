"""Montmort's lansquenet (*Essay d'analyse sur les jeux de hazard*, 1708 and 1713), as the
*Encyclopédie* (vol. IX, 1765, pp. 275-276) states its rules and prints its figures.

- :mod:`.walk`: the exact value of holding the deal, walked with fractions;
- :mod:`.money`: livres, sols and deniers;
- :mod:`.printed`: the figures as printed;
- :mod:`.table`: the two side by side, with a verdict for each figure;
- :mod:`.rulings`: how we read the Encyclopédie's statement of the game;
- :mod:`.options`: the court game's options that deal his game in the engine;
- :mod:`.phrases`: the words the table shows;
- :mod:`.command`: the ``montmort`` command.
"""
