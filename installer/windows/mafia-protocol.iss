; Inno Setup 6 script: a per-user installer of the PyInstaller folder (no administrator rights),
; with a Start-menu shortcut, an optional desktop one, the command on the user's PATH on request,
; and an uninstaller.  installer/build.py (package.inno_setup) compiles it:
;   ISCC /DAppVersion=0.1.0 /DSourceDir=dist\mafia-protocol /DIconFile=build\icons\mafia-protocol.ico /Odist installer\windows\mafia-protocol.iss
#ifndef AppVersion
  #error Pass /DAppVersion=..., /DSourceDir=... and /DIconFile=... (installer/build.py does)
#endif

[Setup]
; The AppId identifies the program to its uninstaller and to upgrades: never change it.
AppId={{6A1E3C52-8F4B-4C61-9E2D-3B7A5D0C9F21}
AppName=Mafia Protocol
AppVersion={#AppVersion}
AppPublisher=Mafia Protocol
AppPublisherURL=https://mafiaprotocol.org
DefaultDirName={autopf}\Mafia Protocol
DefaultGroupName=Mafia Protocol
DisableProgramGroupPage=yes
; Per user: installs into %LOCALAPPDATA%\Programs, no UAC prompt.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=MafiaProtocol-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\Mafia Protocol.exe
UninstallDisplayName=Mafia Protocol {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesEnvironment=yes
LicenseFile={#SourceDir}\_internal\notices\THIRD-PARTY-NOTICES.md

[Languages]
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "addtopath"; Description: "mafia-protocol in PATH (command line)"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Mafia Protocol"; Filename: "{app}\Mafia Protocol.exe"
Name: "{autoprograms}\Mafia Protocol — notices"; Filename: "{app}\_internal\notices\THIRD-PARTY-NOTICES.md"
Name: "{autodesktop}\Mafia Protocol"; Filename: "{app}\Mafia Protocol.exe"; Tasks: desktopicon

[Registry]
; The user's own PATH (HKCU), so `mafia-protocol check ...` works in a new terminal.
Root: HKCU; Subkey: "Environment"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; \
    Tasks: addtopath; Check: NeedsAddPath(ExpandConstant('{app}'))

[Run]
Filename: "{app}\Mafia Protocol.exe"; Description: "{cm:LaunchProgram,Mafia Protocol}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the program wrote into its own folder; the user's games, keys and archive in
; the user's data folder (platformdirs) stay.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"

[Code]
function NeedsAddPath(Dir: string): Boolean;
var
  Current: string;
begin
  if not RegQueryStringValue(HKEY_CURRENT_USER, 'Environment', 'Path', Current) then
    Result := True
  else
    Result := Pos(';' + Uppercase(Dir) + ';', ';' + Uppercase(Current) + ';') = 0;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Current, Dir: string;
  P: Integer;
begin
  { Take the folder back out of the user's PATH. }
  if (CurUninstallStep = usPostUninstall) and
     RegQueryStringValue(HKEY_CURRENT_USER, 'Environment', 'Path', Current) then
  begin
    Dir := ';' + ExpandConstant('{app}');
    P := Pos(Uppercase(Dir), Uppercase(Current));
    if P > 0 then
    begin
      Delete(Current, P, Length(Dir));
      RegWriteExpandStringValue(HKEY_CURRENT_USER, 'Environment', 'Path', Current);
    end;
  end;
end;
