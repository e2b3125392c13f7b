# Windows: freeze Académie des Jeux and make the Inno Setup installer.
#
#     powershell -ExecutionPolicy Bypass -File packaging\windows\build_windows.ps1
#
# NOT YET RUN on Windows (see packaging/README.md); written for the hosted Windows
# runners of .github/workflows/build.yml.  Needs Python 3.11+ (64-bit) with the project
# installed (pip install -e ".[package]") and Inno Setup 6 (choco install innosetup).
$ErrorActionPreference = "Stop"
Set-Location (Resolve-Path "$PSScriptRoot\..\..")
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }

$Version = (& $Python packaging\project_info.py version).Trim()
$Numeric = (& $Python -c "import sys; sys.path.insert(0, 'packaging'); import project_info as p; print('.'.join(map(str, p.version_tuple(p.read_version()))))").Trim()
Write-Host "== freezing academie $Version"
if (Test-Path dist\academie) { Remove-Item -Recurse -Force dist\academie }
& $Python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build\pyinstaller packaging\academie.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }

Write-Host "== smoke test (academie-cli.exe prints to the console; academie.exe is the windowed program)"
& $Python packaging\smoke_test.py dist\academie\academie-cli.exe --version $Version
if ($LASTEXITCODE -ne 0) { throw "smoke test failed" }

Write-Host "== installer (Inno Setup)"
$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) { $Iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
& $Iscc "/DAppVersion=$Version" "/DAppVersionNumeric=$Numeric" packaging\windows\academie.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }

Write-Host "== zip of the one-folder build"
Compress-Archive -Force -Path dist\academie -DestinationPath "dist\academie-$Version-windows-x64.zip"
Get-ChildItem dist\*.exe, dist\*.zip | Format-Table Name, Length
