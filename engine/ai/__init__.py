"""Computer opponents.  They act only on a player's observation, never on hidden state."""

try:  # Piquet opponents register their player kinds on import
    from . import piquet as _piquet  # noqa: F401
except ImportError:
    pass

try:  # Minchiate opponents (minchiate-simple, minchiate-partner)
    from . import minchiate as _minchiate  # noqa: F401
except ImportError:
    pass
