"""A game as the game page and the embedded boards hold it: a tree of moves from a start
position, the line being followed, the position shown, how a player ended it, its saved form.

Pure Python. Moves are the engine's `Move` objects in a `kiban.tree.GameNode` tree (the main line
and its variations); text appears only at the edges: `move_texts()` for links and the computer's
worker, `to_dict()` / `from_dict()` for the saved game. The shown position is reached by moving a
kept engine board along the tree (a step is one push or pop), and what the rules say about a
position (`PositionFacts`) is asked of the engine once and kept.

A move at an earlier position follows the line when it is the next move there, and otherwise
starts (or enters) a variation, which is followed from then on; any node can be shown
(`go_to`), a variation promoted to the main line or deleted.

Restoring re-validates everything through the engine and keeps what is valid, so a damaged save
loses at most the moves after the first bad one, and says so.
"""

from kiban import games
from kiban.core.game import Game
from webui.i18n import _
from kiban.outcome import Outcome, Termination
from kiban.tree import GameNode

from .position import PositionFacts
from webui.i18n.words import words

SAVE_VERSION = 2
READ_VERSIONS = (1, 2)
MAX_SAVED_MOVES = 5000   # moves of the saved line and of all its variations together
_KEPT = 256              # positions whose facts are kept at most


class SessionError(ValueError):
    """An action the game's state does not allow (the message says why)."""


class _Cursor:
    """An engine board standing at one node of the tree; `goto` walks it to another node by
    popping back to where the two paths part and pushing forward from there."""

    def __init__(self, board, nodes=()):
        self.board = board
        self.nodes = list(nodes)   # the nodes from the first move to where the board stands

    def goto(self, nodes):
        """Bring the board to the end of ``nodes`` (a path from the root); return it."""
        keep, limit = 0, min(len(self.nodes), len(nodes))
        while keep < limit and self.nodes[keep] is nodes[keep]:
            keep += 1
        for _popped in range(len(self.nodes) - keep):
            self.board.pop()
        for node in nodes[keep:]:
            self.board.push(node.move)
        self.nodes = list(nodes)
        return self.board

    def push(self, node, move):
        """Play ``move`` from where the board stands (the engine refuses an illegal one and
        leaves the board as it was), then add it to the tree below ``node``; return the child."""
        self.board.push(move)
        child = node.add(move)
        self.nodes.append(child)
        return child


class GameSession:
    """One game: ``game`` (its `kiban.games` descriptor; the constructor also takes a registered
    name), ``start`` (SFEN / FEN), ``handicap``, ``rule``, ``root`` (the move tree), the line
    followed and the ``ply`` shown on it, ``ending`` (a player's resignation, agreed draw or
    declaration); ``strict=False`` starts from a composed position (`kiban.games`
    ``new_board``)."""

    def __init__(self, game, start=None, handicap=None, rule=None, strict=True):
        self.game = game if isinstance(game, Game) else games.get(game)
        if handicap:
            if not self.game.handicaps():
                raise SessionError(_("{game} has no handicaps").format(game=_(self.game.title)))
            board = self.game.handicap_board(handicap, rule)
        else:
            board = self.game.new_board(start, rule, strict)
        self.strict = strict
        self.handicap = handicap or None
        self.start = self.game.position_text(board)
        self.rule = self.game.rule_of(board)
        self.root = GameNode()
        self.ending = None       # ("resign" | "time", color) | ("draw",) | ("declare",)
        self._final = None       # the Outcome of that ending
        self._line = []          # the nodes of the line followed, from the first move
        self._ply = 0            # how many of them lead to the shown position
        self._live = _Cursor(board)  # stands at the end of the line
        self._side = None        # a second board for the positions shown before the end
        self._outcomes = {}      # node -> Outcome or None, asked of the engine once
        self._facts = {}         # node -> PositionFacts

    @classmethod
    def of_tree(cls, game, start, root, strict=True):
        """A session holding the move tree ``root`` (a `kiban.tree.GameNode` whose moves are
        legal from ``start``, as a record reader leaves them), following its main line to the
        end; ``strict=False`` when ``start`` is a composed position. The engine checks every
        move of that line."""
        session = cls(game, start=start, strict=strict)
        session.root = root
        session._line = root.mainline_nodes()
        try:
            session._live.goto(session._line)
        except ValueError as error:
            raise SessionError(_("the moves do not fit the start position: {reason}").format(
                reason=words(error))) from None
        session._ply = len(session._line)
        return session

    # -- the line and the shown position ---------------------------------------------------
    @property
    def ply(self):
        """The ply shown on the board (the number of moves of the line played up to it)."""
        return self._ply

    @property
    def last_ply(self):
        """The ply at the end of the line (how many moves it has)."""
        return len(self._line)

    @property
    def reviewing(self):
        """True while a position before the end of the line is shown."""
        return self._ply < len(self._line)

    @property
    def node(self):
        """The tree node of the shown position."""
        return self._line[self._ply - 1] if self._ply else self.root

    @property
    def line_end(self):
        """The tree node at the end of the line."""
        return self._line[-1] if self._line else self.root

    @property
    def moves(self):
        """The moves of the line (engine ``Move`` objects), oldest first."""
        return [node.move for node in self._line]

    def move_texts(self):
        """The moves of the line in the engine's notation (USI / ICCS)."""
        return [self.game.move_text(node.move) for node in self._line]

    @property
    def board(self):
        """The engine board at the end of the line. Read it; change the game through `play`
        and `take_back`."""
        return self._live.board

    def shown_board(self):
        """The engine board at the shown position (the same object on every call: read it)."""
        if not self.reviewing:
            return self._live.board
        if self._side is None:
            self._side = _Cursor(self._live.board.copy(), self._line)
        return self._side.goto(self._line[:self._ply])

    def facts(self, live=False):
        """The `PositionFacts` of the shown position (``live``: of the end of the line),
        computed once per position."""
        node = self.line_end if live else self.node
        facts = self._facts.get(node)
        if facts is None:
            outcome = self._outcome_at(node)
            board = self._live.board if node is self.line_end else self.shown_board()
            facts = self._facts[node] = PositionFacts.of(self.game, board, outcome)
        return facts

    def _outcome_at(self, node):
        """What the rules say at ``node`` (the end of the line or the shown position)."""
        if node not in self._outcomes:
            if len(self._outcomes) >= _KEPT:
                self._outcomes.clear()
                self._facts.clear()
            board = self._live.board if node is self.line_end else self.shown_board()
            self._outcomes[node] = board.outcome()
        return self._outcomes[node]

    def outcome(self):
        """How the game ended at the end of the line (a player's action first, then the
        rules), or None."""
        return self._final or self._outcome_at(self.line_end)

    def shown_outcome(self):
        """How the game stands ended at the shown position, or None."""
        return self.outcome() if not self.reviewing else self._outcome_at(self.node)

    def accepts_moves(self):
        """True if a move may be played at the shown position: the game is not over there and
        no player ended it (take the ending back first)."""
        if self.ending:
            return False
        return self.shown_outcome() is None

    def on_main_line(self):
        """True when the line followed is the tree's main line (not a variation)."""
        return self.line_end.is_mainline()

    def impasse_points(self):
        """Both colours' impasse points at the end of the line (games with impasse rules)."""
        return self.board.impasse_points(0), self.board.impasse_points(1)

    # -- actions ---------------------------------------------------------------------------
    def play(self, move):
        """Play a legal move at the shown position (the engine refuses illegal ones): at the end
        of the line it extends the line; earlier it follows the line when it is the line's next
        move, else it starts or enters a variation and follows that. The engine's check of the
        move here is the only one a move gets (the board offers moves of the legal list, and
        draws it from what this returns): the `PositionFacts` of the position it leads to."""
        self._push(move)
        return self.facts()

    def play_line(self, moves):
        """Play ``moves`` one after another like `play` (a link's or a saved game's), without
        asking for the facts of the positions on the way."""
        for move in moves:
            self._push(move)

    def _push(self, move):
        if not self.accepts_moves():
            raise SessionError(_("the game is over") if self.shown_outcome() else
                               _("the game was ended: take the ending back to play on"))
        ply = self._ply
        cursor = self._live
        if self.reviewing:
            self.shown_board()
            cursor = self._side
        child = cursor.push(self.node, move)
        if ply == len(self._line) or self._line[ply] is not child:
            self._line[ply:] = [child] + child.mainline_nodes()
            if cursor is self._side:
                self._live, self._side = self._side, self._live
            self._live.goto(self._line)
        self._ply = ply + 1

    def take_back(self):
        """Undo a player's ending if there is one, else the last move of the line (it leaves
        the tree). False if there is nothing to undo."""
        self._ply = len(self._line)
        if self.ending:
            self.ending, self._final = None, None
            return True
        if not self._line:
            return False
        last = self._line.pop()
        self._live.goto(self._line)
        last.remove()
        self._ply = len(self._line)
        return True

    def review(self, ply):
        """Show the position after ``ply`` moves of the line."""
        if not 0 <= ply <= len(self._line):
            raise SessionError(_("there is no move {ply}").format(ply=ply))
        self._ply = ply

    def go_to(self, node):
        """Show ``node`` (a node of this game's tree), following the line through it: its moves
        and its main continuation."""
        if node.root is not self.root:
            raise SessionError(_("that move is not in this game"))
        if self.ending and node not in self._line:
            raise SessionError(_("the game was ended: take the ending back to see variations"))
        nodes = node.nodes_to()
        self._line = nodes + node.mainline_nodes()
        self._live.goto(self._line)
        self._ply = len(nodes)

    def promote(self):
        """Make the line through the shown move the main line."""
        self.node.promote()

    def delete_variation(self):
        """Remove the shown move and what follows it when it lies in a variation; the move
        before it is shown, on the line it continues."""
        node = self.node
        if node is self.root or node.is_mainline():
            raise SessionError(_("only a move of a variation can be deleted"))
        parent = node.parent
        node.remove()
        self.go_to(parent)

    def resign(self, color):
        """``color`` resigns."""
        self._end(("resign", color))

    def time_forfeit(self, color):
        """``color`` ran out of time on its clock and loses."""
        self._end(("time", color))

    def agree_draw(self):
        """Both players agree a draw (in games that allow it)."""
        if not self.game.draw_by_agreement:
            raise SessionError(_("{game} has no draw by agreement").format(game=_(self.game.title)))
        self._end(("draw",))

    def declare_impasse(self):
        """The side to move declares impasse under the game's rule (in games that have it)."""
        if not self.game.impasse_declaration:
            raise SessionError(_("{game} has no impasse declaration").format(game=_(self.game.title)))
        self._end(("declare",))

    def end_as(self, ending):
        """End the game the way ``ending`` says, in the form `ending` holds (a list will do):
        ``("resign" | "time", color)``, ``("draw",)`` or ``("declare",)``. SessionError when
        it is no such ending or the game cannot end so (already over, no draws in this game)."""
        try:
            kind, *rest = ending
        except (TypeError, ValueError):
            kind, rest = None, ()
        if kind in ("resign", "time") and len(rest) == 1 and rest[0] in (0, 1) \
                and not isinstance(rest[0], bool):
            (self.resign if kind == "resign" else self.time_forfeit)(rest[0])
        elif kind == "draw" and not rest:
            self.agree_draw()
        elif kind == "declare" and not rest:
            self.declare_impasse()
        else:
            raise SessionError(_("no such ending of a game: {ending}").format(ending=str(ending)[:40]))

    def _end(self, ending):
        if self.outcome() is not None:
            raise SessionError(_("the game is already over"))
        self._ply = len(self._line)
        if ending[0] == "resign":
            color = ending[1]
            self._final = Outcome(Termination.RESIGNATION, 1 - color,
                                  _("{color} resigned").format(color=_(self.game.color_titles[color])))
        elif ending[0] == "time":
            self._final = Outcome.time_forfeit(ending[1], self.game.color_titles[ending[1]])
        elif ending[0] == "draw":
            self._final = Outcome(Termination.AGREEMENT, None, _("draw by agreement"))
        else:
            self._final = self.board.declare_impasse()
        self.ending = ending

    # -- saving ----------------------------------------------------------------------------
    def to_dict(self):
        """The saved form: plain JSON-able data (see `from_dict`)."""
        data = {
            "v": SAVE_VERSION, "game": self.game.name, "start": self.start,
            "handicap": self.handicap, "rule": self.rule,
            "moves": [self.game.move_text(move) for move in self.root.mainline()],
            "review": self._ply if self.reviewing else None,
            "ending": list(self.ending) if self.ending else None,
            "variations": self._variations(),
        }
        if not self.on_main_line():
            data["line"] = self.line_end.index_path()
        if not self.strict:
            data["composed"] = True
        return data

    def _variations(self):
        """The tree's other lines as ``[ply, [moves]]``: the first ``ply`` moves of the line
        listed before it (the first: the main line), then these moves."""
        found = []
        before = self.root.mainline_nodes()
        main_end = self.root.end()
        for leaf in self.root.walk():
            if leaf.children or leaf is main_end:
                continue
            nodes = leaf.nodes_to()
            ply = 0
            while ply < min(len(nodes), len(before)) and nodes[ply] is before[ply]:
                ply += 1
            found.append([ply, [self.game.move_text(node.move) for node in nodes[ply:]]])
            before = nodes
        return found

    @classmethod
    def from_dict(cls, data):
        """Rebuild a session from `to_dict()` data (version 1, without variations, or 2; ``line``:
        the index path of the followed line's end when it is a variation).
        Returns ``(session, problem)``: problem is None, or a message naming what could not be
        restored (the valid part is kept). Raises SessionError if nothing usable is there."""
        if not isinstance(data, dict) or data.get("v") not in READ_VERSIONS:
            raise SessionError(_("the saved game has an unknown format"))
        game, start, handicap, rule = (data.get(k) for k in ("game", "start", "handicap", "rule"))
        moves = data.get("moves")
        if not isinstance(start, str) or not isinstance(moves, list):
            raise SessionError(_("the saved game has no start position or move list"))
        if len(moves) > MAX_SAVED_MOVES:
            raise SessionError(_("the saved game has more than {most} moves").format(
                most=MAX_SAVED_MOVES))
        if handicap is not None and not isinstance(handicap, str):
            raise SessionError(_("the saved handicap is not a name"))
        try:
            session = cls(game, start=start, rule=rule, strict=data.get("composed") is not True)
        except (ValueError, ImportError) as error:
            raise SessionError(_("the saved game cannot be set up: {reason}").format(
                reason=words(error))) from None
        session.handicap = handicap
        for i, text in enumerate(moves):
            try:
                session.play_line([session.game.parse_move(
                    text if isinstance(text, str) else repr(text))])
            except ValueError as error:
                return session, _("the saved game was restored up to move {good}; move {bad} "
                                  "({text!r}) was refused: {reason}").format(
                    good=i, bad=i + 1, text=str(text)[:20], reason=words(error))
        problem = session._restore_variations(data.get("variations") or [],
                                              MAX_SAVED_MOVES - len(moves))
        return session, session._restore_view(data) or problem

    def _restore_variations(self, variations, budget):
        """Add the saved variations (see `_variations`), each checked by the engine; a message
        if one is refused (the ones before it are kept)."""
        cursor = _Cursor(self.game.new_board(self.start, self.rule, self.strict))
        before = self._line
        for number, item in enumerate(variations if isinstance(variations, list) else [None], 1):
            try:
                ply, texts = item
                if not 0 <= ply <= len(before) or len(texts) > budget:
                    raise ValueError(_("it does not fit the game"))
                budget -= len(texts)
                cursor.goto(before[:ply])
                node = before[ply - 1] if ply else self.root
                for text in texts:
                    node = cursor.push(node, self.game.parse_move(text))
            except (ValueError, TypeError) as error:
                return _("variation {number} of the saved game was refused: {reason}").format(
                    number=number, reason=words(error))
            before = cursor.nodes
        return None

    def _restore_view(self, data):
        line = data.get("line")
        if line:
            try:
                self.go_to(self.root.at(line).end())
            except (IndexError, TypeError):
                return _("the line the saved game followed was not found")
        ending = data.get("ending")
        if ending:
            try:
                self.end_as(ending)
            except SessionError:
                return _("the saved ending of the game was not understood")
        review = data.get("review")
        if isinstance(review, int) and not isinstance(review, bool) and 0 <= review < len(self._line):
            self._ply = review
        return None
