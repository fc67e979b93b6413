"""One module per variant; importing this package registers them all."""

import importlib

VARIANT_MODULES = ("pagat", "modern", "classic", "encyclopedia")

for _name in VARIANT_MODULES:
    try:
        importlib.import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as exc:  # a variant not written yet
        if exc.name != f"{__name__}.{_name}":
            raise
