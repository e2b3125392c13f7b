"""Qt translations: our ``translations/academie_<lang>.qm`` and Qt's own ``qtbase_de.qm``
for the standard dialogs, switchable while the application runs."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

_installed: list[QTranslator] = []
current_language = "en"


def repo_path(*parts: str) -> Path:
    """A path inside the installed resources (PyInstaller-aware via gui.paths when present)."""
    from gui.paths import resource_path

    return Path(resource_path(*parts))


def translations_dir() -> Path:
    return repo_path("translations")


def set_language(lang: str) -> bool:
    """Install the translators for ``lang`` ("en" or "de"); returns True when ours was found."""
    global current_language
    app = QCoreApplication.instance()
    assert app is not None, "set_language needs the application object"
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    ok = False
    t = QTranslator()
    if t.load(str(translations_dir() / f"academie_{lang}.qm")):
        app.installTranslator(t)
        _installed.append(t)
        ok = True
    if lang != "en":
        qt = QTranslator()
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(QLocale(QLocale.Language.German if lang == "de" else QLocale.Language.English))
    current_language = lang
    return ok


_EN_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
            "sixteen seventeen eighteen nineteen").split()
_EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_DE_ONES = ("null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn "
            "sechzehn siebzehn achtzehn neunzehn").split()
_DE_TENS = "_ _ zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig".split()


def number_words(n: int, lang: str | None = None) -> str:
    """A count as players call it aloud: 17 -> "seventeen" / "siebzehn" (digits beyond 199)."""
    lang = lang or current_language
    if n < 0 or n > 199:
        return str(n)
    if lang == "de":
        if n >= 100:
            rest = n - 100
            return "hundert" + (number_words(rest, "de") if rest else "") if rest != 1 else "hunderteins"
        if n < 20:
            return _DE_ONES[n]
        t, o = divmod(n, 10)
        if o == 0:
            return _DE_TENS[t]
        one = "ein" if o == 1 else _DE_ONES[o]
        return f"{one}und{_DE_TENS[t]}"
    if n >= 100:
        rest = n - 100
        return "a hundred" + (f" and {number_words(rest, 'en')}" if rest else "")
    if n < 20:
        return _EN_ONES[n]
    t, o = divmod(n, 10)
    return _EN_TENS[t] + (f"-{_EN_ONES[o]}" if o else "")


_YOU_INSIDE = re.compile(r"(?<=[a-z,] )You\b")
_SIE_DATIVE = re.compile(r"\b(von|mit|bei|zu|nach|aus|gegenüber) Sie\b")


def person_case(text: str, lang: str | None = None) -> str:
    """The person's pronoun in the case its place in a sentence needs, where a game names the seats
    with one word for all ("You", "Sie"): inside an English sentence "you" ("Trick 3 to you",
    "Payment from you to Right"), after a German preposition that takes the dative "Ihnen"
    ("Zahlung von Ihnen an Rechts").  Sentences where the person acts are the games' own (a verb
    agrees with its subject only when the sentence is written for the person)."""
    lang = lang or current_language
    if lang == "en":
        return _YOU_INSIDE.sub("you", text)
    if lang == "de":
        return _SIE_DATIVE.sub(r"\1 Ihnen", text)
    return text
