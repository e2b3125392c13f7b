; Inno Setup 6 script: Windows installer for Académie des Jeux.
;
; NOT YET RUN (see packaging/README.md); written for the hosted Windows runners of
; .github/workflows/build.yml.  Build the frozen app first (dist\academie\), then:
;
;     iscc /DAppVersion=0.1.0 packaging\windows\academie.iss
;
; The file is UTF-8 with a byte-order mark, which Inno Setup 6 needs for the accents.
;
; (packaging\windows\build_windows.ps1 does both and passes the version from
; engine\__init__.py.)  Output: dist\academie-<version>-windows-x64-setup.exe
;
; Settings, saved games and statistics live in %LOCALAPPDATA%\academie (platformdirs,
; appname "academie", no author folder).  Uninstalling keeps them unless the player
; ticks "Also delete my settings, saved games and statistics" when asked.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z academie.iss
#endif
#ifndef AppVersionNumeric
  #define AppVersionNumeric AppVersion
#endif
#define AppName "Académie des Jeux"
#define AppExe "academie.exe"
#define AppCli "academie-cli.exe"
#define DistDir "..\..\dist\academie"
#define IconsDir "..\icons"

[Setup]
; AppId must never change: it is how a new version finds and replaces the old one.
AppId={{8E0C6F5A-3B1D-4C6E-9A52-7D1F0B3E6A41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Académie des Jeux authors
VersionInfoVersion={#AppVersionNumeric}
DefaultDirName={autopf}\Academie des Jeux
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without administrator rights unless the player chooses
; "install for all users" in the dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
SetupIconFile={#IconsDir}\academie.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=academie-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[CustomMessages]
en.DeleteUserData=Also delete your settings, saved games and statistics?%n%n%1%n%nChoose No to keep them for a later installation.
de.DeleteUserData=Sollen auch Ihre Einstellungen, gespeicherten Partien und Statistiken gelöscht werden?%n%n%1%n%nWählen Sie „Nein“, um sie für eine spätere Installation zu behalten.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the program itself may leave inside its own folder.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"

[Code]
// After the program files are gone, offer to delete the player's own data too.
// Default answer: No.  Silent uninstalls (/SILENT, /VERYSILENT) never delete it.
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  DataDir: String;
begin
  if CurUninstallStep = usPostUninstall then
  begin
    DataDir := ExpandConstant('{localappdata}\academie');
    if DirExists(DataDir) and not UninstallSilent() then
    begin
      if MsgBox(FmtMessage(CustomMessage('DeleteUserData'), [DataDir]), mbConfirmation,
                MB_YESNO or MB_DEFBUTTON2) = IDYES then
        DelTree(DataDir, True, True, True);
    end;
  end;
end;
