"""The main window: the table in the middle, menus for a new game, house rules, language
and speed, a Rules dock, saving on exit and resuming at the next start."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QAbstractSpinBox, QApplication, QComboBox, QDialog, QFileDialog, QLabel, QLineEdit,
                               QMainWindow, QMessageBox, QPlainTextEdit, QStackedWidget, QTextEdit, QWidget)

from engine.protocol import get_game
from engine.record import RecordError, read_record_file
from gui import i18n, saves, stats
from gui.registry import record_format_for, ui_for, uis
from gui.session import GameSession, GameSetup
from gui.settings import SPEEDS, Settings, SettingsProblem, save_settings
from gui.titles import game_title
from gui.units import whole_game


#: the keys a view that keeps its own (``ownKeys``: a score sheet whose lines explain themselves) handles
_OWN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End,
             Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)


class MainWindow(QMainWindow):
    rules_shown = Signal(str)   # a rules section id was asked for

    def __init__(self, settings: Settings, problem: SettingsProblem | None = None,
                 ask_resume: Callable[[], bool] | None = None, persist: bool = True,
                 first_start: bool = False) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self.settings = settings
        self.persist = persist
        from gui.settings import apply_programs
        apply_programs(settings)            # the outside programs' paths, for the players that drive them
        self._configure_art()
        self.first_start = first_start      # no settings file yet: offer the guided first deal
        self.guide = None                   # a game's guided deal while it runs
        first = uis()[0].game               # the first game in menu order until another is chosen
        self.spec = get_game(first)
        self.tables: dict[str, Any] = {}    # one table per game, made when first played
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.table: Any = self._table_for(first)
        self._build_rules_dock()
        self.table.rules_dock = self.rules_dock
        self._build_menus()
        self.status = QLabel()
        self._status_text: Callable[[], str] | None = None     # the status line, in any language
        self.statusBar().addWidget(self.status, 1)
        self._restore_layout()
        self.retranslate()
        app = QApplication.instance()
        if app is not None:         # the table's keys work wherever the focus is in the window
            app.installEventFilter(self)
        self.ask_resume = ask_resume or self._ask_resume
        self.problem = problem
        self.rules_section = ""
        self._loading: Any = None               # a long record being opened: (job, progress dialog)
        self.autosave: Path | None = None       # this window's own autosave, once it has saved
        self.resumed_from: Path | None = None   # the autosave it took at the start (resumed or declined)
        self.other_autosaves = 0                # saved games of other windows, offered later

    # ----------------------------------------------------------------- games
    def _table_for(self, game: str) -> Any:
        """The table for ``game`` (its GUI's table class, the shared one unless it has its own,
        with the game's hooks), made and wired the first time."""
        t = self.tables.get(game)
        if t is None:
            ui = ui_for(game)
            cls = ui.table_class()
            kwargs: dict[str, Any] = {"speed": self.settings.speed}
            if ui.hooks:
                kwargs["hooks"] = ui.make_hooks()
            t = cls(self, **kwargs)
            t.rules_dock = getattr(self, "rules_dock", None)
            wait = self.settings.game(game).click_to_continue
            if wait is not None and hasattr(t, "wait_for_click"):
                t.wait_for_click = wait
            t.changed.connect(self._update_actions)
            t.finished.connect(self._game_finished)
            t.rules_requested.connect(self.show_rules)
            t.refused.connect(self._explain_refusal)
            self.tables[game] = t
            self.stack.addWidget(t)
        return t

    def switch_game(self, game: str) -> None:
        """Bring ``game``'s table forward; the rules dock and the title follow."""
        if game == self.spec.name and self.stack.currentWidget() is self.tables.get(game):
            return
        if self.table.session is not None and game != self.spec.name:
            self.table.token += 1           # a computer move of the game left behind is ignored
        self.spec = get_game(game)
        self.table = self._table_for(game)
        self.stack.setCurrentWidget(self.table)
        self._apply_wait_setting()
        shown = self.rules_dock.isVisible()
        g = self.settings.game(game)
        why = self.settings.rejected.pop(game, None)
        if why is not None:              # the file's rules for this game, refused when it was chosen
            self.show_status(lambda: self.tr("Your saved rules for %1 could not be used; its usual rules apply.")
                             .replace("%1", game_title(game)), tip=why)
        self.rules_dock.set_game(game, g.preset, g.options(self.spec))
        if not shown:                       # following the game must not open the dock
            self.rules_dock.hide()
        self.retranslate()

    # ----------------------------------------------------------------- start
    def begin(self) -> None:
        """After the window is shown: report damaged settings, offer to resume, or deal."""
        if self.problem is not None:
            if self.problem.unreadable:
                text = (self.tr("The settings file %1 cannot be read: %2\nThe defaults are used, and nothing is "
                                "saved over it.").replace("%1", self.problem.path).replace("%2", self.problem.problem))
            else:
                text = (self.tr("The settings file %1 is damaged: %2\nIt was kept as %3; the defaults are used.")
                        .replace("%1", self.problem.path).replace("%2", self.problem.problem)
                        .replace("%3", self.problem.backup or "-"))
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Settings could not be read"), text,
                              QMessageBox.StandardButton.Ok, self)
            box.setObjectName("settings_problem")
            box.open()
            self._problem_box = box
        if self.persist:
            QTimer.singleShot(0, self._tidy)    # after the start's own messages, so its own stays in view
        if self.persist and self._resume_autosave():
            return
        self.new_game()
        if self.first_start and self._tutorial_game():
            self._offer_tutorial()

    def _tidy(self) -> None:
        """At the start: temporaries of killed writers go, and parties a killed window left
        uncounted are counted."""
        from gui.userdirs import tidy

        try:
            tidy()
            problem = stats.count_left_over()
        except Exception as e:          # the start must go on whatever is wrong with the folders
            problem = str(e) or type(e).__name__
        if problem:
            self.show_status(lambda: self.tr("Statistics: %1").replace("%1", problem))

    def _resume_autosave(self) -> bool:
        """Offer the game saved at the last exit (of several windows: the most recent, the others
        stay for the next start); a saved game that cannot be read or resumed is kept aside (never
        overwritten) and named in a message."""
        offered = saves.offered_autosaves()
        taken = None
        for path in offered:
            taken = saves.take_autosave(path)       # None: another window starting took it first
            if taken is not None:
                break
        if taken is None:
            return False
        if self.resumed_from is not None and self.resumed_from != taken:
            saves.discard_autosave(self.resumed_from)
        self.resumed_from = taken
        self.other_autosaves = len(offered) - 1
        try:
            text = saves.read_autosave(taken)
        except (OSError, RecordError) as e:
            problem: str | None = str(e)
            text = None
        else:
            problem = None
        if text is not None and self.ask_resume():
            try:
                sess = self.session_from_text(text)
                self.switch_game(sess.spec.name)
                self.table.start(sess)
                self.show_status(lambda: self.tr("Your saved game was resumed."))
                return True
            except Exception as e:          # whatever the cause, the saved game must not be lost
                problem = str(e) or type(e).__name__
        if problem is not None:
            kept = saves.keep_aside_autosave(taken, saves.slot_of(taken))
            self.resumed_from = None
            self._warn("resume_failed", self.tr("Saved game could not be resumed"),
                       self.tr("The saved game cannot be read: %1\nIt was kept as %2.")
                       .replace("%1", problem).replace("%2", str(kept)))
        return False

    def session_from_text(self, text: str) -> GameSession:
        """A session from a record's text that this window can seat: a ``RecordError`` or a
        ``ValueError`` says why not."""
        return self._seatable(GameSession.from_record_text(text))

    def _seatable(self, sess: GameSession) -> GameSession:
        """``sess`` if this window has a table for it, else a ``ValueError`` saying why not."""
        try:
            ui = ui_for(sess.spec.name)
        except KeyError:
            raise ValueError(self.tr("there is no table for %1 yet").replace("%1", game_title(sess.spec.name))) from None
        if not ui.has_table():
            raise ValueError(self.tr("there is no table for %1 yet").replace("%1", game_title(sess.spec.name)))
        n = sess.spec.seat_count(sess.options)
        if not ui.seats_ok(n):
            raise ValueError(self.tr("it is a game for %1 players; the table seats %2")
                             .replace("%1", str(n)).replace("%2", " / ".join(map(str, ui.seat_counts()))))
        return sess

    def _offer_tutorial(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Welcome"),
                          self.tr("Would you like to play a guided first game? The rules panel explains "
                                  "every step while you play.") if whole_game(self.spec) else
                          self.tr("Would you like to play a guided first deal? The rules panel explains "
                                  "every step while you play."), QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("offer_tutorial")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.finished.connect(self._tutorial_answer)
        box.open()
        self._tutorial_box = box

    def _tutorial_game(self) -> str | None:
        """The game whose guided first deal Help offers: the present game's, else none (also when
        the game's GUI is no longer registered, e.g. a test's own game after the test)."""
        try:
            return self.spec.name if ui_for(self.spec.name).tutorial else None
        except KeyError:
            return None

    def _tutorial_starter(self, game: str) -> Callable[..., None]:
        """Help ▸ Guided first deal of… ▸ ``game``."""
        def start(*_: Any) -> None:
            self.start_tutorial(game)
        return start

    def _tutorial_answer(self, answer: int) -> None:
        if answer == QMessageBox.StandardButton.Yes:
            self.start_tutorial()

    def start_tutorial(self, game: str | None = None) -> None:
        """The guided first deal (Help menu) of the present game (or ``game``); a game in
        progress stays saved."""
        game = game or self._tutorial_game() or next((u.game for u in uis() if u.tutorial), None)
        if game is None:
            return
        from gui.guided import start_guided_deal     # the shared guided deal plays the game's data
        s = self.table.session
        if s is not None and any(st.who == s.human for st in s.steps):   # a game the person has begun
            try:
                self.save_game()
            except OSError:
                pass
        self.switch_game(game)
        start_guided_deal(self)
        self.show_status(lambda: self.tr("Guided first game.") if whole_game(self.spec) else self.tr("Guided first deal."))

    def _ask_resume(self) -> bool:
        text = self.tr("A game was left unfinished. Do you want to go on with it?")
        if self.other_autosaves:
            text = (self.tr("Games were left unfinished in %1 windows. Do you want to go on with the most recent "
                            "one?").replace("%1", str(self.other_autosaves + 1)) + "\n"
                    + self.tr("The others stay saved and are offered the next time the application starts (or "
                              "at once in another window)."))
        r = QMessageBox.question(self, self.tr("Resume?"), text,
                                 QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes)
        return r == QMessageBox.StandardButton.Yes

    def new_game(self, preset: str | None = None, options: Any = None, opponent: str | None = None,
                 first_dealer: str | None = None, seed: int | None = None, game: str | None = None,
                 partner: str | None = None) -> GameSession:
        """A new game of ``game`` (default: the present one) as the settings have it, with what is
        given instead."""
        if game is not None:
            self.switch_game(game)
        return self._start(self.default_setup(preset, options, opponent, first_dealer, seed, partner))

    def default_setup(self, preset: str | None = None, options: Any = None, opponent: str | None = None,
                      first_dealer: str | None = None, seed: int | None = None,
                      partner: str | None = None) -> GameSetup:
        """The present game's setup as the settings keep it, with what is given instead."""
        g = self.settings.game(self.spec.name)
        if preset is None:
            preset = g.preset
        if options is None:
            options = g.options(self.spec) if preset == g.preset else self.spec.presets[preset]
        return GameSetup.of(self.spec, preset, options, opponent or g.opponent, partner or g.partner,
                            first_dealer or g.first_dealer, seed, g.overrides if preset == g.preset else {})

    def _start(self, setup: GameSetup) -> GameSession:
        sess = GameSession.from_setup(setup)
        self.table.start(sess)
        self._rules_follow_game()
        seed = sess.seed
        self.show_status(lambda: self.tr("New game, shuffle number %1.").replace("%1", str(seed)), passing=True)
        return sess

    def new_game_dialog(self) -> None:
        from gui.dialogs.newgame import NewGameDialog

        d = NewGameDialog(self.spec, self.settings, self)
        if d.exec() != QDialog.DialogCode.Accepted:
            return
        self.start_game(d.setup())

    def start_game(self, setup: GameSetup) -> GameSession:
        """A new game as ``setup`` has it (from the new-game dialog): its choices become the game's
        settings for next time, and a game the person had begun is kept first."""
        kept = self._keep_game_in_progress()
        self.switch_game(setup.game)
        g = self.settings.game(setup.game)
        g.preset, g.overrides = setup.preset, dict(setup.overrides)
        g.opponent, g.first_dealer = setup.opponent, setup.first_dealer
        if setup.partner:
            g.partner = setup.partner
        self._save_settings()
        sess = self._start(setup)
        if kept is not None:
            first = self._status_text
            self.show_status(lambda: (first() if first else "") + " " + self.tr("Your game in progress was kept as %1.")
                             .replace("%1", str(kept)), passing=True)     # news of the moment, not all game
        return sess

    def house_rules_dialog(self) -> None:
        from gui.dialogs.houserules import HouseRulesDialog

        g = self.settings.game(self.spec.name)
        inert: dict = getattr(getattr(self.table, "hooks", None), "inert_options", dict)()
        d = HouseRulesDialog(self.spec, g.preset, g.options(self.spec), self, seats_ok=ui_for(self.spec.name).seats_ok,
                             inert=inert)
        self._house_rules = d
        if d.exec() != QDialog.DialogCode.Accepted:
            return
        self.apply_house_rules(*d.result_rules())

    def apply_house_rules(self, preset: str, options: Any) -> None:
        self.settings.set_rules(self.spec, preset, options)
        self._save_settings()
        self.show_status(lambda: self.tr("The new rules apply from the next game."))

    # ---------------------------------------------------------------- saving
    def _save_settings(self) -> None:
        if self.problem is not None and self.problem.unreadable:
            return                      # the person's settings file, unread: never overwritten with defaults
        if self.persist:
            try:
                save_settings(self.settings)
            except OSError as e:
                problem = str(e)
                self.show_status(lambda: self.tr("Settings could not be saved: %1").replace("%1", problem))

    def save_game(self) -> None:
        s = self.table.session
        if not self.persist or s is None or getattr(s, "guided", False):
            return
        if s.is_over():
            self._discard_autosave()
            return
        text = s.record_text()
        if self.autosave is None:
            self.autosave = saves.claim_autosave(text)     # this window's own: another's is never overwritten
        else:
            saves.write_record_file(self.autosave, text)
        if self.resumed_from is not None:                   # the game taken at the start is in it now
            saves.discard_autosave(self.resumed_from)
            self.resumed_from = None

    def _discard_autosave(self) -> None:
        """This window's saved game (and the one it took at the start) are done with; other
        windows' are kept."""
        for p in (self.autosave, self.resumed_from):
            if p is not None:
                try:
                    saves.discard_autosave(p)
                except OSError:
                    pass
        self.autosave = self.resumed_from = None

    def programs_dialog(self) -> bool:
        """Settings ▸ Outside programs…: the paths of the programs some computer players drive."""
        from gui.dialogs.programs import ProgramsDialog
        from gui.settings import apply_programs

        dlg = ProgramsDialog(self.settings.programs, self)
        if dlg.exec() != dlg.DialogCode.Accepted:
            return False
        self.settings.programs = dlg.programs()
        apply_programs(self.settings)
        self._save_settings()
        return True

    def save_game_as(self, path: str | Path | None = None) -> Path | None:
        """Game ▸ Save game record…: the game so far as a record a person can read, replay with
        ``academie replay`` or open again here.  Without ``path`` a file dialog asks."""
        s = self.table.session
        if s is None or getattr(s, "guided", False):
            self.show_status(lambda: self.tr("There is no game of yours to save."))
            return None
        fmt = ui_for(s.spec.name).records()
        if path is None:
            suggested = saves.new_record_path(s.spec.name)
            suggested.parent.mkdir(parents=True, exist_ok=True)
            filters = self.tr("Game records (*.txt)")
            if fmt is not None:         # the game's own further format (e.g. a standard notation of its own)
                filters += f";;{fmt.label} (*.{fmt.suffix})"
            path, chosen = QFileDialog.getSaveFileName(self, self.tr("Save game record"), str(suggested), filters)
            if not path:
                return None
            if fmt is not None and chosen.endswith(f"(*.{fmt.suffix})") and not path.lower().endswith(f".{fmt.suffix}"):
                path = str(Path(path).with_suffix(f".{fmt.suffix}"))
        try:
            own = fmt is not None and str(path).lower().endswith(f".{fmt.suffix}")
            saved = saves.write_record_file(Path(path), fmt.write(s) if fmt is not None and own else s.record_text())
        except OSError as e:
            self._warn("save_failed", self.tr("Game not saved"), str(e))
            return None
        self.show_status(lambda: self.tr("Game saved as %1.").replace("%1", str(saved)))
        return saved

    def open_game(self, path: str | Path | None = None) -> bool:
        """Game ▸ Open game record…: go on with (or look through) a saved game.  A file that cannot
        be read is named with its problem and nothing changes; a game in progress is kept first."""
        if path is None:
            saves.saves_dir().mkdir(parents=True, exist_ok=True)
            further = "".join(f";;{f.label} (*.{f.suffix})" for f in (u.records() for u in uis()) if f is not None)
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game record"), str(saves.saves_dir()),
                                                  self.tr("Game records (*.txt);;All files (*)") + further)
            if not path:
                return False
        try:
            text = read_record_file(path)
            other = record_format_for(str(path))
            if other is not None:       # a game's own format (e.g. a standard notation of its own)
                self._opened(Path(path), self._seatable(other[1].read(text)))
                return True
            if text.count("\n") > self.BACKGROUND_LINES:     # a long record: replayed off the window's thread
                self._open_in_background(Path(path), text)
                return True
            sess = self.session_from_text(text)
        except (OSError, UnicodeDecodeError, RecordError, ValueError, KeyError) as e:
            self._open_refused(path, e)
            return False
        self._opened(Path(path), sess)
        return True

    BACKGROUND_LINES = 3000         # records longer than this (a few dozen deals) are opened with a progress bar

    def _open_refused(self, path: str | Path, e: BaseException) -> None:
        self._warn("open_failed", self.tr("Game record could not be opened"),
                   self.tr("%1 cannot be opened: %2\nYour present game goes on unchanged.")
                   .replace("%1", str(path)).replace("%2", str(e) or type(e).__name__))

    def _opened(self, path: Path, sess: GameSession) -> None:
        sess.counted = sess.is_over()        # a finished game opened to look at is not counted again
        kept = self._keep_game_in_progress()
        self.switch_game(sess.spec.name)
        self.table.start(sess)
        self._rules_follow_game()
        name = path.name

        def opened() -> str:
            text = self.tr("Opened %1.").replace("%1", name)
            if kept is not None:
                text += " " + self.tr("Your game in progress was kept as %1.").replace("%1", str(kept))
            return text

        self.show_status(opened)

    def _open_in_background(self, path: Path, text: str) -> None:
        """Check and replay a long record in a worker thread, with a progress bar that can
        cancel it; the table changes only when the record was found good."""
        from PySide6.QtWidgets import QProgressDialog

        from gui import worker

        signals = worker.LoadSignals(self)
        job = worker.RecordLoad(text, signals)
        dlg = QProgressDialog(self.tr("Reading %1…").replace("%1", path.name), self.tr("Cancel"), 0, 1000, self)
        dlg.setObjectName("open_progress")
        dlg.setWindowTitle(self.tr("Open game record"))
        dlg.setWindowModality(Qt.WindowModality.WindowModal)
        dlg.setMinimumDuration(400)
        dlg.setAutoClose(False)
        dlg.setAutoReset(False)
        dlg.canceled.connect(job.stop.set)
        self._loading = (job, dlg)

        def progress(done: int, total: int) -> None:
            if dlg.wasCanceled():           # Escape, or cancelled from a program
                job.stop.set()
            dlg.setValue(min(999, 1000 * done // max(1, total)))

        def finished(result: Any) -> None:
            self._loading = None
            if dlg.wasCanceled():
                job.stop.set()
            dlg.reset()
            dlg.hide()
            dlg.deleteLater()
            signals.deleteLater()
            if job.stop.is_set():
                result = worker.Stopped()
            if isinstance(result, GameSession):
                try:
                    sess = self._seatable(result)
                except ValueError as e:
                    self._open_refused(path, e)
                    return
                self._opened(path, sess)
            elif isinstance(result, worker.Stopped):
                self.show_status(lambda: self.tr("Opening %1 was cancelled.").replace("%1", path.name))
            else:
                self._open_refused(path, result)

        signals.progress.connect(progress)
        signals.done.connect(finished)
        signals.failed.connect(finished)
        worker.start_job(job)

    def _keep_game_in_progress(self) -> Path | None:
        """Before another game takes the table: a game the person has begun and not finished is
        written to ``saves/`` so nothing is lost."""
        s = self.table.session
        if (not self.persist or s is None or s.is_over() or getattr(s, "guided", False)
                or not any(st.who == s.human for st in s.steps)):
            return None
        try:
            return saves.write_new_record(s.spec.name, s.record_text())
        except OSError:
            return None

    def _warn(self, name: str, title: str, text: str) -> None:
        """A warning that does not block (tests and the event loop go on); kept until closed."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName(name)
        box.open()
        self._warning_box = box

    def closeEvent(self, event) -> None:
        if self._loading is not None:
            self._loading[0].stop.set()         # a record being opened is let go
        for t in self.tables.values():
            t.token += 1        # ignore a computer move still on its way
        try:
            self.save_game()
        except OSError as e:
            QMessageBox.warning(self, self.tr("Game not saved"), str(e))
        self._keep_layout()
        self._save_settings()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().closeEvent(event)

    def _game_finished(self) -> None:
        s = self.table.session
        if s is None or getattr(s, "guided", False):
            return
        if self.persist:
            self._discard_autosave()
        self._count_partie(s)

    def _count_partie(self, s: GameSession) -> None:
        """Add the finished game to the statistics, once, whatever redraws the finished table."""
        if s.counted or not self.persist:
            return
        s.counted = True
        problem = stats.add_finished(s)
        if problem:
            self.show_status(lambda: self.tr("Statistics: %1").replace("%1", problem))
        if stats.has_pending():
            self._recount_later(self.RECOUNT_MS)

    RECOUNT_MS = 30_000             # a partie that met a locked history is tried again after this, then less often

    def _recount_later(self, ms: int) -> None:
        """Count the parties written down but not yet counted (the history was locked or the disk
        full) after ``ms``; again, twice as late each time, while some are left."""
        def again() -> None:
            if not self.persist:
                return
            problem = stats.count_left_over()
            if not stats.has_pending():
                if problem is None:
                    self.show_status(lambda: self.tr("The statistics are up to date again."))
                return
            if ms < 3_600_000:
                self._recount_later(ms * 2)

        QTimer.singleShot(ms, self, again)     # dropped with the window

    def statistics_dialog(self) -> None:
        from gui.dialogs.statistics import StatisticsDialog

        s = self.table.session
        live = None
        if s is not None and not s.is_over() and s.steps:
            from gui.table.hooks import deal_ended

            # a board's hooks tell a game's end their own way; a card table's deals end by their events
            ended = getattr(getattr(self.table, "hooks", None), "deal_ended", None) or deal_ended
            deals = sum(1 for st in s.steps if ended(st.events))
            live = {"game": s.spec.name, "deals": deals}
            try:                                # as it stands now: the standing the history will count
                st = s.state.standing(s.human)
                live.update(points_for=st.points_for, points_against=st.points_against,
                            level=stats.level_of(s.spec.name, next((k for i, k in enumerate(s.seats) if i != s.human), "")))
            except (AttributeError, ValueError, TypeError, KeyError):
                pass
        d = StatisticsDialog(self, live=live)
        d.open()
        self._statistics = d

    # ---------------------------------------------------------------- menus
    def _action(self, triggered: Callable[[], Any] | None = None, shortcut: Any = None,
                toggled: Callable[[bool], Any] | None = None, checked: bool | None = None) -> QAction:
        a = QAction(self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if checked is not None:
            a.setCheckable(True)
            a.setChecked(checked)
        if triggered is not None:
            a.triggered.connect(lambda _checked=False: triggered())
        if toggled is not None:
            a.toggled.connect(toggled)
        return a

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.game_menu = mb.addMenu("")
        self.act_new = self._action(shortcut=QKeySequence.StandardKey.New, triggered=self.new_game_dialog)
        self.act_open = self._action(shortcut=QKeySequence.StandardKey.Open, triggered=lambda: self.open_game())
        self.act_save = self._action(shortcut=QKeySequence.StandardKey.Save, triggered=lambda: self.save_game_as())
        self.act_undo = self._action(shortcut=QKeySequence.StandardKey.Undo, triggered=lambda: self.table.undo())
        self.act_trick = self._action(shortcut=QKeySequence("T"), triggered=lambda: self.table.review_tricks())
        self.act_hint = self._action(shortcut=QKeySequence("H"), triggered=lambda: self.table.ask_hint())
        self.act_hint.setObjectName("hint_action")
        self.act_review = self._action(triggered=lambda: getattr(self.table, "review_deal", lambda: False)())
        self.act_review.setObjectName("review_deal_action")
        self.act_stats = self._action(triggered=self.statistics_dialog)
        self.act_stats.setObjectName("statistics_action")
        self.act_quit = self._action(shortcut=QKeySequence.StandardKey.Quit, triggered=self.close)
        for a in (self.act_new, self.act_open, self.act_save):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        for a in (self.act_undo, self.act_hint, self.act_review, self.act_trick, self.act_stats):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.settings_menu = mb.addMenu("")
        self.act_rules = self._action(triggered=self.house_rules_dialog)
        self.settings_menu.addAction(self.act_rules)
        self.lang_menu = self.settings_menu.addMenu("")
        self.lang_group = QActionGroup(self)
        self.lang_actions = {}
        for code, name in (("en", "English"), ("de", "Deutsch")):
            a = self._action(checked=code == self.settings.language)
            a.setText(name)
            a.triggered.connect(lambda _c=False, code=code: self.set_language(code))
            self.lang_group.addAction(a)
            self.lang_menu.addAction(a)
            self.lang_actions[code] = a
        self.act_wait = self._action(checked=False, toggled=self.set_wait_for_click)
        self.act_wait.setObjectName("wait_for_click_action")
        self.settings_menu.addAction(self.act_wait)
        self.act_programs = self._action(triggered=self.programs_dialog)
        self.act_programs.setObjectName("programs_action")
        self.settings_menu.addAction(self.act_programs)
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions = {}
        for sp in SPEEDS:
            a = self._action(checked=sp == self.settings.speed)
            a.triggered.connect(lambda _c=False, sp=sp: self.set_speed(sp))
            self.speed_group.addAction(a)
            self.speed_menu.addAction(a)
            self.speed_actions[sp] = a
        self.cards_menu = self.settings_menu.addMenu("")
        self.cards_menu.setObjectName("cards_menu")
        self.act_four_colour = self._action(checked=self.settings.four_colour,
                                       toggled=self.set_four_colour)
        self.act_four_colour.setObjectName("four_colour_action")
        self.act_indices = self._action(checked=self.settings.card_indices,
                                   toggled=self.set_card_indices)
        self.act_indices.setObjectName("card_indices_action")
        self.cards_menu.addAction(self.act_four_colour)
        self.cards_menu.addAction(self.act_indices)
        self.help_menu = mb.addMenu("")
        self.act_show_rules = self._action(shortcut=QKeySequence.StandardKey.HelpContents,
                                      triggered=lambda: self.show_rules(self.table.reason_section
                                                                        or self._phase_section()))
        self.help_menu.addAction(self.act_show_rules)
        self.act_tutorial = self._action(triggered=lambda: self.start_tutorial())
        self.act_tutorial.setObjectName("guided_deal_action")
        self.help_menu.addAction(self.act_tutorial)
        # every game with a guided first deal, from the registry (the present game's is the action above)
        self.tutorial_menu = self.help_menu.addMenu("")
        self.tutorial_menu.setObjectName("guided_deal_menu")
        self.tutorial_actions: dict[str, QAction] = {}
        for ui in uis():
            if ui.tutorial:
                a = self._action(triggered=self._tutorial_starter(ui.game))
                a.setText(game_title(ui.game))
                self.tutorial_menu.addAction(a)
                self.tutorial_actions[ui.game] = a
        self.tutorial_menu.menuAction().setVisible(bool(self.tutorial_actions))
        self.act_keys = self._action(triggered=self.show_shortcuts)
        self.act_keys.setObjectName("shortcuts_action")
        self.help_menu.addAction(self.act_keys)
        self.help_menu.addSeparator()
        self.act_about = self._action(triggered=self.show_about)
        self.act_about.setObjectName("about_action")
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.act_about)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Académie des Jeux — %1").replace("%1", game_title(self.spec.name)))
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open game record…"))
        self.act_save.setText(self.tr("&Save game record…"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_trick.setText(self.tr("Show the &last trick"))
        self.act_stats.setText(self.tr("S&tatistics…"))
        self.act_hint.setText(self.tr("&Hint"))
        game_unit = whole_game(self.spec)      # a board game: "Review the game", not "the deal"
        self.act_review.setText(QCoreApplication.translate("Review", "Review the &game") if game_unit else
                                QCoreApplication.translate("Review", "Review &deal"))
        self.act_quit.setText(self.tr("&Quit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.act_rules.setText(self.tr("&House rules…"))
        self.lang_menu.setTitle(self.tr("&Language"))
        self.speed_menu.setTitle(self.tr("&Speed"))
        names = {"instant": self.tr("Instant (no animation)"), "fast": self.tr("Fast"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for sp, a in self.speed_actions.items():
            a.setText(names[sp])
        self.cards_menu.setTitle(self.tr("&Cards"))
        self.act_four_colour.setText(self.tr("&Four-colour pack (high contrast)"))
        self.act_indices.setText(self.tr("Corner &indices"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_show_rules.setText(self.tr("&Rules"))
        self.act_tutorial.setText(self.tr("&Guided first game") if game_unit else self.tr("&Guided first deal"))
        self.tutorial_menu.setTitle(self.tr("Guided first game &of…") if game_unit else self.tr("Guided first deal &of…"))
        for game, action in self.tutorial_actions.items():
            action.setText(game_title(game))
        self.act_keys.setText(self.tr("&Keyboard shortcuts"))
        self.act_about.setText(self.tr("&About Académie des Jeux"))
        self.act_wait.setText(self.tr("&Wait for a click after each trick"))
        self.act_programs.setText(self.tr("Outside &programs…"))
        self.act_tutorial.setEnabled(self._tutorial_game() is not None)
        for t in self.tables.values():
            t.retranslate()
        if self._status_text is not None:
            self.status.setText(self._status_text())
        self._update_actions()

    # how long a passing word ("New game, shuffle number 7.") stays in the status line
    STATUS_MS = 10000

    def show_status(self, text: Callable[[], str], passing: bool = False, tip: str = "") -> None:
        """Show ``text()`` in the status line; a change of language writes it again.  ``passing``:
        the line clears itself after :attr:`STATUS_MS` (news of the moment, not a state); ``tip``:
        the details, as the line's tooltip while it shows this."""
        self._status_text = text
        self.status.setText(text())
        self.status.setToolTip(tip)
        self._status_serial = getattr(self, "_status_serial", 0) + 1
        if passing:
            serial = self._status_serial
            QTimer.singleShot(self.STATUS_MS, self, lambda: self._clear_status(serial))

    def _clear_status(self, serial: int) -> None:
        if serial == getattr(self, "_status_serial", 0):
            self._status_text = None
            self.status.setText("")
            self.status.setToolTip("")

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        i18n.set_language(lang)   # sends LanguageChange -> retranslate
        self.retranslate()
        self.lang_actions[lang].setChecked(True)
        self._reload_rules()
        if getattr(self.table, "guide", None) is not None:
            self.table.guide.refresh_texts()
        self._save_settings()

    def _configure_art(self) -> None:
        from gui import art

        art.configure(four_colour=self.settings.four_colour, indices=self.settings.card_indices)

    def set_four_colour(self, on: bool) -> None:
        """The four-colour French pack on or off, at once on the table, kept in settings.toml."""
        self.settings.four_colour = bool(on)
        self._card_look_changed()

    def set_card_indices(self, on: bool) -> None:
        self.settings.card_indices = bool(on)
        self._card_look_changed()

    def _card_look_changed(self) -> None:
        self._configure_art()
        for t in self.tables.values():
            t.art_changed()
        self._save_settings()

    def set_speed(self, speed: str) -> None:
        self.settings.speed = speed
        for t in self.tables.values():
            t.speed = speed
        self.speed_actions[speed].setChecked(True)
        self._save_settings()

    def _update_actions(self) -> None:
        self.act_tutorial.setEnabled(self._tutorial_game() is not None)
        s = self.table.session
        self.act_hint.setEnabled(self.table.HINTS and s is not None and not s.is_over()
                                 and not getattr(self.table, "between_deals", False))
        review = getattr(self.table, "deal_review", None)
        self.act_review.setEnabled(review is not None and review.available())
        if s is None:
            self.act_undo.setEnabled(False)
            return
        own = getattr(self.table, "undo_status", None)     # a table that says itself what Undo takes back (the board)
        if own is not None:
            ok, tip = own()
        else:
            ok, why = s.undo_status()
            tip = self._undo_reason(why)
        self.act_undo.setEnabled(ok and not self.table.thinking)
        self.act_undo.setToolTip(tip if not ok else "")
        obs = s.observation()
        has_last = getattr(self.table, "has_last", None)           # the board: its last move
        button = getattr(self.table, "last_trick_button", None)     # a card table knows where the game keeps its tricks
        label = getattr(self.table, "last_menu_text", None)         # the board names its last play itself
        self.act_trick.setText(label() if label is not None else self.tr("Show the &last trick"))
        if has_last is not None:
            self.act_trick.setEnabled(bool(has_last()))
        elif button is not None:
            self.act_trick.setEnabled(button.isEnabled())
        else:
            self.act_trick.setEnabled(bool(getattr(obs, "tricks", ())) or sum(obs.tricks_taken or ()) > 0)

    def _undo_reason(self, code: str) -> str:
        if code == "revealed":
            return self.tr("Undo is not possible: a card you had not seen has been shown since.")
        if code == "no_action":
            return self.tr("There is nothing of yours to undo in this game.")
        return ""

    # ----------------------------------------------------------------- rules
    def _build_rules_dock(self) -> None:
        """The rules panel (:class:`gui.panels.rules.RulesDock`), hidden until asked for."""
        from gui.panels.rules import RulesDock

        g = self.settings.game(self.spec.name)
        self.rules_dock = RulesDock(self, game=self.spec.name, lang=self.settings.language, preset=g.preset,
                                    options=g.options(self.spec), hidden=True)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.rules_dock)
        self.rules_dock.hide()
        # however it is opened (F1, "?", the guided deal): its place and a steady width
        self.rules_dock.visibilityChanged.connect(self._rules_dock_shown)
        self.rules_dock.topLevelChanged.connect(lambda _floating: self._place_rules_dock())
        self.rules_dock.setMinimumWidth(self.RULES_LEAST)

    def _reload_rules(self) -> None:
        shown = self.rules_dock.isVisible()
        self.rules_dock.set_language(self.settings.language)
        if not shown:
            self.rules_dock.hide()

    def _rules_follow_game(self) -> None:
        s = self.table.session
        if s is not None:
            shown = self.rules_dock.isVisible()
            self.rules_dock.set_options(s.preset, s.options)
            if not shown:            # following the rules in force must not open the dock
                self.rules_dock.hide()

    def _phase_section(self) -> str:
        s = self.table.session
        phase = getattr(s.state, "phase", "") if s else ""
        from gui.texts import phase_section

        return phase_section(phase, self.spec.name)

    def _explain_refusal(self, code: str, details) -> None:
        """With the rules dock open, a refused move also opens the rule behind it there."""
        if self.rules_dock.isVisible():
            self.rules_dock.show_refusal(code, details)

    def show_rules(self, section_id: str = "") -> None:
        """Open the Rules dock at ``section_id`` (the hook the rules panel plugs into)."""
        self.rules_section = section_id
        self.rules_dock.show()
        self._place_rules_dock()
        self.rules_dock.show_home_section(section_id or "overview")
        self.rules_shown.emit(section_id)

    # ----------------------------------------------------------------- keys
    def eventFilter(self, obj, event) -> bool:
        """A key pressed anywhere in this window (a button, the log, the rules panel docked here)
        goes to the table first, unless the focus is where one types."""
        if event.type() != QEvent.Type.KeyPress or not isinstance(obj, QWidget):
            return False
        if obj is not QApplication.focusWidget() or obj.window() is not self or not self.isActiveWindow():
            return False
        if isinstance(obj, (QLineEdit, QAbstractSpinBox, QComboBox)) or (
                isinstance(obj, (QTextEdit, QPlainTextEdit)) and not obj.isReadOnly()):
            return False
        if event.modifiers() & (Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier):
            return False                     # the menus' own keys
        if obj.property("ownKeys") and event.key() in _OWN_KEYS:
            return False                     # a score sheet's lines: the arrows move, Enter explains
        key = getattr(self.table, "key", None)
        return bool(key is not None and key(event.key(), event.modifiers()))

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) for Help ▸ Keyboard shortcuts, in the interface language."""
        def k(seq: Any) -> str:
            return QKeySequence(seq).toString(QKeySequence.SequenceFormat.NativeText)

        own = getattr(self.table, "key_rows", None)      # a table with keys of its own (the board) says them
        table_rows = own() if own is not None else [
            (self.tr("← →"), self.tr("Move along your hand (it stops at the ends)")),
            (self.tr("Home / End"), self.tr("The first / the last card of your hand")),
            (self.tr("Space or ↑"), self.tr("Play or choose the card with the frame")),
            ("T", self.tr("Show the last trick on the table (again: back)")),
        ]
        return table_rows[:-1] + [
            (self.tr("1 … 9"), self.tr("Press the buttons of the moment, from the top")),
            (self.tr("Enter"), self.tr("Press the button in bold")),
            table_rows[-1],
            ("H", self.tr("A hint; press again for the reasons in figures")),
            (k(QKeySequence.StandardKey.Undo), self.tr("Take back your last action")),
            (k(QKeySequence.StandardKey.HelpContents), self.tr("The rules at the section for the moment")),
            (k(QKeySequence.StandardKey.New), self.tr("New game")),
            (k(QKeySequence.StandardKey.Open), self.tr("Open a game record")),
            (k(QKeySequence.StandardKey.Save), self.tr("Save the game as a record")),
            (self.tr("any key or a click"), self.tr("Go on after a trick, when the table waits")),
        ]

    def show_shortcuts(self) -> None:
        from html import escape

        rows = "".join(f"<tr><td style='padding-right:14px'><b>{escape(a)}</b></td><td>{escape(b)}</td></tr>"
                       for a, b in self.shortcut_rows())
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("Keyboard shortcuts"),
                          f"<table>{rows}</table>", QMessageBox.StandardButton.Close, self)
        box.setObjectName("shortcuts")
        box.open()
        self._shortcuts_box = box

    def show_about(self) -> None:
        from engine import __version__

        titles = ", ".join(game_title(ui.game) for ui in uis())  # the games as the menu lists them
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Académie des Jeux"),
                          self.tr("Académie des Jeux %1\n\nThe card games of the 18th and 19th centuries against "
                                  "computer players, after the period rule books, with the rules in English and "
                                  "German: %2.").replace("%1", __version__).replace("%2", titles),
                          QMessageBox.StandardButton.Close, self)
        box.setObjectName("about")
        box.open()
        self._about_box = box

    # ------------------------------------------------------ wait after tricks
    def _apply_wait_setting(self) -> None:
        t = self.table
        hooks = getattr(t, "hooks", None)
        own = self.settings.game(self.spec.name).click_to_continue
        on = own if own is not None else bool(getattr(hooks, "click_to_continue", False))
        if hasattr(t, "wait_for_click"):
            t.wait_for_click = own
        if hasattr(self, "act_wait"):
            self.act_wait.blockSignals(True)
            self.act_wait.setChecked(on)
            self.act_wait.setEnabled(hasattr(t, "wait_for_click"))
            self.act_wait.blockSignals(False)

    def set_wait_for_click(self, on: bool) -> None:
        """Settings ▸ Wait for a click after each trick, for the present game (kept in settings)."""
        self.settings.game(self.spec.name).click_to_continue = bool(on)
        if hasattr(self.table, "wait_for_click"):
            self.table.wait_for_click = bool(on)
            if not on and getattr(self.table, "waiting_click", False):
                self.table.continue_play()
        self._save_settings()

    # -------------------------------------------------- window size and panels
    NARROW = 1280       # below this width the felt gives way to the rules panel docked beside it

    def _restore_layout(self) -> None:
        w = self.settings.window
        self.resize(int(w.get("width", 1280)), int(w.get("height", 800)))
        if w.get("maximized"):
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def _keep_layout(self) -> None:
        """The window's size, the side panel's width and the rules panel, for the next start."""
        w = self.settings.window
        maxed = bool(self.windowState() & Qt.WindowState.WindowMaximized)
        w["maximized"] = maxed
        if not maxed:
            w["width"], w["height"] = self.width(), self.height()
        split = getattr(self.table, "split", None)
        if split is not None and len(split.sizes()) == 2:
            w["side"] = split.sizes()[1]
        w["rules"] = self.rules_dock.isVisible()
        if self.width() >= self.NARROW and self.rules_dock.isVisible():   # a small window's narrow panel is not
            w["rules_width"] = self.rules_dock.width()                    # the width the person chose

    def restore_panels(self) -> None:
        """After the window is shown: the side panel's width and the rules panel as they were left."""
        w = self.settings.window
        side = w.get("side")
        if side and hasattr(self.table, "preferred_side"):
            self.table.preferred_side = int(side)
            self.table._fit_split()
        if w.get("rules"):
            self.show_rules(self._phase_section() if self.table.session is not None else "")

    RULES_LEAST = 240   # the rules panel's least width beside a small window

    def _place_rules_dock(self) -> None:
        """The rules panel is docked beside the table at every width, so it never covers what the
        person must press (the prompt, the buttons, the log and the sheet of the side panel, the
        guide's buttons).  In a window narrower than ``NARROW`` the panel takes the room the felt
        leaves with cards of ``MIN_CARD_PX``, but at least ``RULES_LEAST``: the felt gives way
        (down to cards of ``MIN_CARD_PX_BESIDE_RULES``), the window does not grow.  A panel the
        person floated by hand stays where they put it."""
        from gui.table.base import MIN_CARD_PX
        from gui.table.cards import CARD_W

        d = self.rules_dock
        docked = d.isVisible() and not d.isFloating()
        narrow = self.width() < self.NARROW
        if not docked:
            return
        want = max(260, min(int(self.settings.window.get("rules_width", 300)), 480))
        if narrow:
            view = getattr(self.table, "view", None)
            side = getattr(self.table, "side_scroller", None)
            felt = view.sceneRect().width() * MIN_CARD_PX / CARD_W if view is not None else 540
            room = self.width() - (side.minimumWidth() if side is not None else 300) - int(felt) - 16
            want = max(self.RULES_LEAST, min(want, room))
        # a steady width, so the table does not jump when the panel's text changes
        self.resizeDocks([d], [want], Qt.Orientation.Horizontal)

    def _rules_dock_shown(self, shown: bool) -> None:
        self._place_rules_dock()
        if shown:       # once the dock has its first layout, and again once the felt has given way
            QTimer.singleShot(0, self._place_rules_dock)
            QTimer.singleShot(60, self._place_rules_dock)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if hasattr(self, "rules_dock"):
            self._place_rules_dock()
