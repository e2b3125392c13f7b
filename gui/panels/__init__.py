"""Panels beside the table: the rules panel (rules.py, rules_text.py)."""
