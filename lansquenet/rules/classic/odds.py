"""Exact figures for the court game (placeholder until the enumeration lands)."""


def odds_rows(options):
    return []
