"""The preview's state: what every component looks like now, updated incrementally on each save.

One worker thread at a time (a lane) checks and renders the games one after another (pdfium is
not thread-safe, so every pdfium call holds its lock, draw/pdfium.held()). After each step it publishes an immutable
`Snapshot`, which the HTTP threads read without locks and the event stream announces by its
version number. A supervisor (`run`) watches the lane: a game whose check, or the render of one
of its components, runs past `render_limit` is abandoned (the page says so, a save of that game tries again) and a new lane
takes the other games; the old lane's thread may change nothing once abandoned.

A game with errors keeps its last good pages, marked stale; a component is rendered again only
when something its last render read changed (adapter.current: the build's recorded reads).
"""

from __future__ import annotations

import threading
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from generator.model.findings import Finding, Findings, RenderFindings
from generator.serve import adapter, kept
from generator.serve.images import page_sizes, thumbnail


@dataclass(frozen=True)
class FileView:
    filename: str
    pages: int
    sheets: int
    digest: str
    sizes: tuple[tuple[float, float], ...]  # page sizes in points
    in_kit: bool = True


@dataclass(frozen=True)
class ComponentView:
    name: str
    kind: str
    path: Path
    line: int
    files: tuple[FileView, ...] = ()
    findings: tuple[Finding, ...] = ()
    status: str = "pending"  # pending, rendering, ok, stale (data has errors), blocked (errors, never
    # rendered), failed (the renderer crashed), abandoned (its game's render ran past the limit)
    problem: str = ""  # what went wrong when failed

    @property
    def sheets(self) -> int:
        """Sheets to print for the kit (alternatives such as a true-size board not counted)."""
        return sum(f.sheets for f in self.files if f.in_kit)


@dataclass(frozen=True)
class GameView:
    id: str
    title: str
    components: tuple[ComponentView, ...] = ()
    findings: tuple[Finding, ...] = ()  # findings not inside one component's file (game.yaml, templates)
    errors: int = 0
    notices: tuple[Finding, ...] = ()
    house_rules: tuple[str, ...] = ()
    checked: bool = False
    problem: str = ""  # an internal error while checking or rendering
    abandoned: float = 0.0  # the limit (s) its last check and render ran past, 0 when it did not
    acceptable: tuple[tuple[str, str, int], ...] = ()  # what `accept` would declare: (change, file, line)


@dataclass(frozen=True)
class Snapshot:
    version: int
    games: tuple[GameView, ...]
    working: str = ""  # what the worker is doing ("" when idle)

    def game(self, game_id: str) -> GameView | None:
        return next((g for g in self.games if g.id == game_id), None)

    def component(self, game_id: str, name: str) -> ComponentView | None:
        game = self.game(game_id)
        return next((c for c in game.components if c.name == name), None) if game else None

    def file(self, digest: str) -> FileView | None:
        for game in self.games:
            for component in game.components:
                for f in component.files:
                    if f.digest == digest:
                        return f
        return None


@dataclass
class _Made:
    """Worker-side record of a component's last good render."""

    made_from: dict  # what its render read (adapter.current)
    deps: list[str]
    raw: list
    files: tuple[FileView, ...]


@dataclass
class _GameState:
    view: GameView
    made: dict[str, _Made] = field(default_factory=dict)
    digests: dict[str, str] = field(default_factory=dict)  # the game's files when last rendered
    late: dict[str, tuple[Finding, ...]] = field(default_factory=dict)  # errors a render found in the text
    # it made (a rulebook's, an aid's: adapter.check_game leaves those checks to the render)


RENDER_LIMIT = 60.0  # s: one check of a game, or one render of a component (a template's limit is 20 s)
SUPERVISE = 0.2  # s: how often the supervisor looks at the lane
# s: the pause between a save's quick renders and its slow one (the rulebook, seconds of work in this
# process): the browser fetches the new page and its thumbnails meanwhile without waiting for the
# interpreter, and a save in the pause starts again at once instead of after the rulebook
SLOW_AFTER = 0.4


class Abandoned(Exception):
    """Raised in a lane that was given up on as soon as it tries to change the preview."""


@dataclass(eq=False)
class _Lane:
    """The thread checking and rendering games one after another, and what it does now."""

    thread: threading.Thread | None = None
    game: str = ""  # the game being checked or rendered ("" when idle)
    since: float = 0.0  # time.monotonic() when it started on `game`
    retired: bool = False


class Preview:
    def __init__(self, components: Path, game_ids: list[str] | None, *, render_limit: float = RENDER_LIMIT):
        self.components = Path(components)
        self.fixed_games = list(game_ids) if game_ids else None
        self.snapshot = Snapshot(0, ())
        self.changed = threading.Condition()
        self.closed = False
        self.pdf: dict[str, bytes] = {}  # digest → PDF bytes of the files on show
        self.png: dict[tuple[str, int], bytes] = {}  # (digest, page) → thumbnail
        self._games: dict[str, _GameState] = {}
        self._pending: set[str] = set()
        self._pending_lock = threading.Lock()
        self._wake = threading.Event()
        self._wake_supervisor = threading.Event()
        # set once the kept records are shown (`restore`): the server answers no one before, so a page
        # open across a restart never fetches a game without its components (it would shrink under the
        # reader and lose their place)
        self.restored = threading.Event()
        self._version = 0
        self.templates = adapter.templates_folder(self.components)
        self.render_limit = render_limit
        self._state = threading.RLock()  # the games' state and the snapshot: one writer at a time
        self._here = threading.local()  # the lane the current thread works for
        self._lane = _Lane()
        self.threads: list[threading.Thread] = []  # every lane started (joined at shutdown)

    # --- reading (HTTP threads) ---

    def wait(self, seen: int, timeout: float) -> int:
        """The snapshot version once it differs from `seen` (or after `timeout`)."""
        with self.changed:
            self.changed.wait_for(lambda: self.snapshot.version != seen or self.closed, timeout)
            return self.snapshot.version

    def thumbnail(self, digest: str, index: int) -> bytes | None:
        """The PNG of a page on show, drawn the first time it is asked for (None: not on show)."""
        with self._state:
            data = self.png.get((digest, index))
            pdf = self.pdf.get(digest)
            shown = self.snapshot.file(digest)
        if data is not None or pdf is None or shown is None or index >= shown.pages:
            return data
        data = thumbnail(pdf, index)
        with self._state:
            if digest in self.pdf:
                self.png[(digest, index)] = data
        return data

    def close(self) -> None:
        with self.changed:
            self.closed = True
            self.changed.notify_all()
        self._wake.set()
        self._wake_supervisor.set()

    # --- changes (watcher thread) ---

    def games_to_show(self) -> list[str]:
        return self.fixed_games or adapter.games(self.components)

    def touch(self, paths: list[Path] | None = None) -> None:
        """Files changed: note the games they affect and wake the worker."""
        shown = self.games_to_show()
        affected: set[str] = set()
        root = self.components.resolve()
        for path in paths or []:
            try:
                parts = Path(path).resolve().relative_to(root).parts
            except ValueError:  # a template: templates/<game>/… is that game's, the others are shared
                parts = self._template_parts(Path(path))
                affected.update([parts[0]] if parts and parts[0] in shown else shown)
                continue
            if parts and parts[0] in shown:
                affected.add(parts[0])
            elif parts and not self.fixed_games:
                affected.add(parts[0])  # a new or removed game folder
        if paths is None:
            affected.update(shown)
        with self._pending_lock:
            self._pending |= affected
        self._wake.set()

    def _template_parts(self, path: Path) -> tuple[str, ...]:
        try:
            return path.resolve().relative_to(self.templates.resolve()).parts if self.templates else ()
        except ValueError:
            return ()

    def _take_pending(self) -> set[str]:
        with self._pending_lock:
            todo, self._pending = self._pending, set()
        return todo

    # --- the worker ---

    def run(self) -> None:
        """The supervisor: show the kept records, start a lane, and start another whenever one is abandoned."""
        try:
            self.restore()
        finally:
            self.restored.set()
        self.touch()
        self._start_lane()
        while not self.closed:
            self._wake_supervisor.wait(SUPERVISE)
            with self._state:
                lane = self._lane
                late = lane.game and time.monotonic() - lane.since > self.render_limit
                if not late or self.closed:
                    continue
                self._abandon(lane)
            self._start_lane()

    def restore(self) -> None:
        """Show at once what the last preview of the same inputs showed (kept.py); the first check
        of each game then confirms it or renders again what changed."""
        for game_id in self.games_to_show():
            found = kept.load(self.components, game_id)
            if found is None:
                continue
            title, components, house_rules = found
            state = _GameState(GameView(game_id, title, house_rules=tuple(house_rules)))
            views = []
            for k in components:
                files = tuple(
                    FileView(
                        f["filename"],
                        f["pages"],
                        f["sheets"],
                        f["digest"],
                        tuple(tuple(size) for size in f["sizes"]),
                        f["in_kit"],
                    )
                    for f in k.files
                )
                self.pdf.update({f["digest"]: f["pdf"] for f in k.files})
                state.made[k.name] = _Made(k.made_from, [], None, files)
                views.append(ComponentView(k.name, k.kind, k.path, k.line, files, status="ok"))
            state.view = replace(state.view, components=tuple(views))
            with self._state:
                self._games[game_id] = state
                self._publish()

    def _start_lane(self) -> None:
        lane = _Lane()
        lane.thread = threading.Thread(target=self._work, args=(lane,), name="preview-lane", daemon=True)
        with self._state:
            self._lane = lane
            self.threads.append(lane.thread)
        lane.thread.start()
        self._wake.set()

    def _abandon(self, lane: _Lane) -> None:
        """Give up on the lane's game: say so on the page; its thread may change nothing from now on."""
        lane.retired = True
        state = self._games.setdefault(lane.game, _GameState(GameView(lane.game, lane.game)))
        state.view = replace(
            state.view,
            abandoned=self.render_limit,
            components=tuple(
                replace(v, status="abandoned") if v.status in ("pending", "rendering") else v
                for v in state.view.components
            ),
        )
        state.made.clear()  # a later save renders everything of it again
        self._publish(working="")

    def _work(self, lane: _Lane) -> None:
        self._here.lane = lane
        try:
            while not self.closed and not lane.retired:
                self._wake.wait()
                self._wake.clear()
                while self._pending and not self.closed and not lane.retired:
                    shown = self.games_to_show()
                    todo = self._take_pending() | {g for g in self._games if g not in shown}
                    for game_id in sorted(todo):
                        if game_id in shown:
                            self._refresh_safely(game_id, lane)
                        else:
                            with self._state:
                                self._guard()
                                self._games.pop(game_id, None)
                                self._publish()
                if not lane.retired:
                    self._publish(working="")
        except Abandoned:
            return

    def _guard(self) -> None:
        """Stop a lane that was abandoned (called, holding the state lock, before every change)."""
        lane = getattr(self._here, "lane", None)
        if lane is not None and lane.retired:
            raise Abandoned

    def _refresh_safely(self, game_id: str, lane: _Lane) -> None:
        """A bug in a check must not stop the preview: show it on the game and keep the last pages."""
        with self._state:
            self._guard()
            lane.game, lane.since = game_id, time.monotonic()
        try:
            self._refresh(game_id)
            with self._state:
                self._guard()
                state = self._games.get(game_id)
                if state is not None and (state.view.problem or state.view.abandoned):
                    state.view = replace(state.view, problem="", abandoned=0.0)
        except Abandoned:
            raise
        except Exception as exc:
            with self._state:
                self._guard()
                state = self._games.setdefault(game_id, _GameState(GameView(game_id, game_id)))
                state.view = replace(state.view, problem=f"internal error while checking: {type(exc).__name__}: {exc}")
                self._set_all(state, lambda v: "stale" if v.files else "blocked")
        with self._state:
            self._guard()
            lane.game = ""
            self._publish()

    def _refresh(self, game_id: str) -> None:
        """Check the game; on errors mark its pages stale, else render what changed."""
        self._publish(working=f"checking {game_id}")
        checked = adapter.check_game(self.components, game_id)
        with self._state:
            self._guard()
            self._checked(checked, self._games.setdefault(game_id, _GameState(GameView(game_id, game_id))))
        state = self._games[game_id]
        if checked.errors:
            return
        listed = [(c.name, c.kind, str(c.path), c.line) for c in checked.components]
        kept.save_game(self.components, game_id, checked.title, listed, list(checked.house_rules))
        self._render_changed(checked, state)
        with self._state:
            self._guard()
            for name in [n for n in state.made if n not in {c.name for c in checked.components}]:
                del state.made[name]
            self._publish()

    def _checked(self, checked: adapter.Checked, state: _GameState) -> None:
        own, loose = self._place_findings(checked, state)
        state.late.clear()  # the renders that found them run again (they left no record: _Made)
        state.view = replace(
            state.view,
            title=checked.title,
            components=self._views(checked, state, own),
            findings=tuple(loose),
            errors=len(checked.errors),
            checked=True,
            house_rules=tuple(checked.house_rules),
            acceptable=tuple(checked.acceptable),
            notices=tuple(f for f in checked.findings if f.severity == "notice"),
        )
        if checked.errors:
            self._set_all(state, lambda v: "stale" if v.files else "blocked")
            self._publish()

    def _place_findings(
        self, checked: adapter.Checked, state: _GameState
    ) -> tuple[dict[str, list[Finding]], list[Finding]]:
        """Errors by the component whose file they are in; the rest (game.yaml) belong to the game."""
        by_path = {c.path.resolve(): c.name for c in checked.components}
        own: dict[str, list[Finding]] = {}
        loose: list[Finding] = []
        for finding in checked.errors:
            name = by_path.get(Path(finding.location.path).resolve()) or self._known_by_path(state, finding)
            if name is None and finding.location.path.endswith(".j2"):  # a template: its rulebook's
                name = next((c.name for c in checked.components if c.slow), None)
            (own.setdefault(name, []) if name else loose).append(finding)
        return own, loose

    @staticmethod
    def _views(checked: adapter.Checked, state: _GameState, own: dict[str, list[Finding]]) -> tuple[ComponentView, ...]:
        """The components as loaded now, each with its last pages; one that failed to load keeps its
        last pages too (one whose file was deleted leaves)."""
        previous = {c.name: c for c in state.view.components}
        views = []
        for info in checked.components:
            before = previous.get(info.name)
            views.append(
                ComponentView(
                    info.name,
                    info.kind,
                    info.path,
                    info.line,
                    before.files if before else (),
                    tuple(own.get(info.name, ())),
                    before.status if before else "pending",
                    before.problem if before else "",
                )
            )
        for name, before in previous.items():
            if name not in {v.name for v in views} and before.path.is_file():
                views.append(replace(before, findings=tuple(own.get(name, ()))))
        return tuple(sorted(views, key=lambda v: v.name))

    def _render_changed(self, checked: adapter.Checked, state: _GameState) -> None:
        """Render the components whose inputs changed: the file just saved first, the rulebook
        last (it describes the rest). Unchanged ones are shown as current straight away."""
        saved = {k for k, v in checked.file_digests.items() if state.digests.get(k) != v}
        order = sorted(checked.components, key=lambda c: (c.slow, c.path.name not in saved))
        todo = []
        with self._state:
            self._guard()
            state.digests = checked.file_digests
            for info in order:
                made = state.made.get(info.name)
                if made is not None and adapter.current(checked, made.made_from):
                    self._set(state, info.name, status="ok", files=made.files, problem="")
                else:
                    self._set(state, info.name, status="pending")
                    todo.append(info)
            self._publish()
        quick = {c.name for c in order if not c.slow}
        if any(info.slow for info in todo):  # the rulebook needs its siblings' own outputs: render the
            # ones shown from the kept records again (they have none)
            todo = [
                i for i in order if i in todo or (i.name in quick and getattr(state.made.get(i.name), "raw", 0) is None)
            ]
        drawn_quick = False
        for info in todo:
            if info.slow and drawn_quick and self._saved_again(checked.game_id, SLOW_AFTER):
                return
            if checked.game_id in self._pending:
                return  # a newer save of this game: start again from it
            drawn_quick = drawn_quick or not info.slow
            with self._state:
                self._guard()
                self._here.lane.since = time.monotonic()  # the limit is for each render
                self._set(state, info.name, status="rendering")
                self._publish(working=f"rendering {checked.game_id}/{info.name}")
            siblings = [o for n, m in state.made.items() if n in quick for o in m.raw] if info.slow else None
            try:
                made = self._render_one(checked, info.name, siblings)
            except RenderFindings as exc:  # its text has errors: shown as the check's would be
                with self._state:
                    self._guard()
                    found = Findings()
                    found.extend(exc.items)
                    state.late[info.name] = tuple(found.sorted())
                    view = next(v for v in state.view.components if v.name == info.name)
                    self._set(
                        state, info.name, status="stale" if view.files else "blocked", findings=state.late[info.name]
                    )
                    state.view = replace(state.view, errors=sum(len(f) for f in state.late.values()))
            except Exception as exc:  # a renderer bug: show it on the component, keep the last pages
                with self._state:
                    self._guard()
                    self._set(state, info.name, status="failed", problem=f"{type(exc).__name__}: {exc}")
            else:
                with self._state:
                    self._guard()
                    state.made[info.name] = made
                    self._set(state, info.name, status="ok", files=made.files, problem="")
            with self._state:
                self._guard()
                self._publish()

    def _saved_again(self, game_id: str, seconds: float) -> bool:
        """Wait up to `seconds` before a slow render; True as soon as the game was saved again."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not self.closed:
            if game_id in self._pending:
                return True
            time.sleep(0.02)
        return game_id in self._pending

    def _render_one(self, checked: adapter.Checked, name: str, siblings: list | None) -> _Made:
        """Render a component (its thumbnails are drawn when the page asks for them: `thumbnail`)."""
        rendered = adapter.render(checked, name, siblings)
        files = tuple(
            FileView(f.filename, f.pages, f.sheets, f.digest, page_sizes(f.data), f.in_kit) for f in rendered.files
        )
        with self._state:
            self._guard()
            self.pdf.update({f.digest: f.data for f in rendered.files})
        kept.save_component(
            self.components,
            checked.game_id,
            name,
            rendered.made_from,
            [{**asdict(view), "pdf": f.data} for view, f in zip(files, rendered.files, strict=True)],
        )
        return _Made(rendered.made_from, rendered.deps, rendered.raw, files)

    @staticmethod
    def _known_by_path(state: _GameState, finding: Finding) -> str | None:
        target = Path(finding.location.path).resolve()
        return next((c.name for c in state.view.components if c.path.resolve() == target), None)

    def _set(self, state: _GameState, name: str, **changes) -> None:
        views = tuple(replace(v, **changes) if v.name == name else v for v in state.view.components)
        state.view = replace(state.view, components=views)

    def _set_all(self, state: _GameState, status) -> None:
        for view in state.view.components:
            self._set(state, view.name, status=status(view))

    def _publish(self, working: str | None = None) -> None:
        with self._state:
            self._guard()
            self._publish_now(working)

    def _publish_now(self, working: str | None) -> None:
        shown = self.games_to_show()
        games = tuple(self._games[g].view for g in shown if g in self._games)
        if working is None:
            working = self.snapshot.working
        on_show = {f.digest for g in games for c in g.components for f in c.files}
        for digest in [d for d in self.pdf if d not in on_show]:
            del self.pdf[digest]
        for key in [k for k in self.png if k[0] not in on_show]:
            del self.png[key]
        with self.changed:
            if games == self.snapshot.games and working == self.snapshot.working:
                return
            self._version += 1
            self.snapshot = Snapshot(self._version, games, working)
            self.changed.notify_all()
