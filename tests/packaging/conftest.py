import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
# the packaging scripts are plain scripts in packaging/, not a package
for p in (PACKAGING, PACKAGING / "macos", PACKAGING / "linux"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))
