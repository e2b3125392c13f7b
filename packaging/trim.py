"""What the Linux bundle leaves out, shared by ``academie.spec`` and the bundle check.

Qt plugins and libraries a desktop card game does not need: embedded and VNC
platforms, evdev input, the GTK3 platform theme (it would drag in half of GTK
from the build machine, which then clashes with the player's own GTK), SQL and
network plugins, and Qt's own translations other than German and English.
``check_bundle.py`` verifies that nothing left in the bundle needs a library
dropped here.
"""

from __future__ import annotations

DROP_PLUGIN_PREFIXES = (
    "platforms/libqeglfs", "platforms/libqlinuxfb", "platforms/libqminimal", "platforms/libqvnc",
    "platforms/libqvkkhrdisplay", "egldeviceintegrations/", "generic/", "platformthemes/libqgtk3",
    "sqldrivers/", "qmltooling/", "designer/", "tls/", "networkinformation/",
)
DROP_LIB_PREFIXES = (
    "libQt6EglFSDeviceIntegration", "libQt6EglFsKmsSupport", "libQt6Network",
    "libgtk-3", "libgdk-3", "libpangocairo-", "libpango-", "libpangoft2-", "libatk-", "libatk-bridge-",
    "libatspi", "libcairo", "libgdk_pixbuf", "libepoxy", "libpixman-", "libfribidi", "libthai", "libdatrie",
)
KEEP_QT_TRANSLATIONS = ("qt_de", "qt_en", "qtbase_de", "qtbase_en")


def keep(dest: str, *, linux: bool) -> bool:
    """Whether the bundle file at ``dest`` (its path inside the bundle) stays."""
    dest = dest.replace("\\", "/")
    name = dest.rsplit("/", 1)[-1]
    if "/translations/" in "/" + dest and name.startswith("qt") and name.endswith(".qm"):
        return name.startswith(KEEP_QT_TRANSLATIONS)
    if not linux:
        return True
    if "/plugins/" in dest and dest.split("/plugins/", 1)[1].startswith(DROP_PLUGIN_PREFIXES):
        return False
    return not name.startswith(DROP_LIB_PREFIXES)
