"""Computer opponents for two-hand Piquet (see ``docs/ai-piquet.md``).

Levels are registered as player kinds ``piquet-beginner``, ``piquet-intermediate``
and ``piquet-strong``; they see nothing but a seat's observation.
"""
