"""What the engine says, as codes: every sentence of an error or an outcome is an English
template here, under a code, and every word of a piece, colour, rule or level is English source
text (a `Word`, in the table that uses it); the browser words both in the reader's language
(`webui.i18n.words`). The engine imports no translation machinery and holds no catalog.

A sentence is a :class:`Message`: a stable short ``code`` (kebab-case, listed in `TEMPLATES`)
and its ``params``; ``str()`` gives the English sentence::

    >>> from kiban.messages import Message
    >>> message = Message("unknown-game", name="chess", names="shogi, xiangqi")
    >>> str(message)
    "unknown game 'chess' (expected one of shogi, xiangqi)"
    >>> message.code, message.params["name"]
    ('unknown-game', 'chess')

A word is a :class:`Word`: a ``str`` (so ``"horse" == Word("horse")``) that may remember the
context it is translated in ("shogi piece"). A parameter may be a Word or another Message: the
browser translates those too, and leaves any other value (a square name, a move, a number) as it
is. `N_`, `NC_` and `NN_` only mark English text for the catalogs (``scripts/i18n.py extract``
finds their arguments); they translate nothing. `Message.to_json` / `Message.from_json` carry a
message across a worker's ``postMessage`` as plain data.
"""


class Word(str):
    """English source text of a word or a short label, with the ``context`` (None, or e.g.
    "shogi piece") that tells it apart from the same English word used elsewhere."""

    context = None


class Plural(tuple):
    """The singular and plural English templates of a message that counts its ``n``."""


def N_(message):  # noqa: N802 - gettext's naming, which the catalog extractor knows
    """Mark ``message`` for the catalogs; it is returned as a `Word`, untranslated."""
    return Word(message)


def NC_(context, message):  # noqa: N802
    """Mark ``message`` for the catalogs in ``context``; a `Word` remembering the context."""
    word = Word(message)
    word.context = context
    return word


def NN_(singular, plural):  # noqa: N802
    """Mark the singular and plural templates of a counting message (its count is ``n``)."""
    return Plural((singular, plural))


class Message:
    """One sentence: its ``code`` in `TEMPLATES` and the ``params`` its template names."""

    __slots__ = ("code", "params")

    def __init__(self, code, /, **params):
        if code not in TEMPLATES:
            raise KeyError(f"no message has the code {code!r}")
        self.code = code
        self.params = params

    def template(self):
        """The English template (for a counting message, the form its ``n`` asks for)."""
        source = TEMPLATES[self.code]
        if isinstance(source, Plural):
            return source[0] if self.params.get("n") == 1 else source[1]
        return source

    def __str__(self):
        return self.template().format(**{name: str(value) if isinstance(value, Message) else value
                                         for name, value in self.params.items()})

    def __repr__(self):
        return f"Message({self.code!r}, **{self.params!r})"

    def __eq__(self, other):
        """Equal to the same code with the same params, and to its English sentence (so code
        written when reasons were plain text keeps working)."""
        if isinstance(other, str):
            return str(self) == other
        return (isinstance(other, Message) and other.code == self.code
                and other.params == self.params)

    def __hash__(self):
        return hash(str(self))

    def __contains__(self, text):
        """True if the English sentence contains ``text`` (as for a plain-text reason)."""
        return text in str(self)

    def to_json(self):
        """The message as plain data (dicts, lists, text and numbers) for ``json.dumps``."""
        return {"code": self.code, "params": {name: _encode(value)
                                              for name, value in self.params.items()}}

    @classmethod
    def from_json(cls, data):
        """The message `to_json` gave ``data`` for."""
        return cls(data["code"], **{name: _decode(value)
                                    for name, value in data.get("params", {}).items()})


def _encode(value):
    if isinstance(getattr(value, "message", None), Message):  # an error given as a param
        value = value.message
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if isinstance(value, Word):
        return {"word": str(value), "context": value.context}
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)  # a move or a square object: its English text


def _decode(value):
    if isinstance(value, dict) and "message" in value:
        return Message.from_json(value["message"])
    if isinstance(value, dict) and "word" in value:
        return NC_(value["context"], value["word"]) if value.get("context") else N_(value["word"])
    return value


# code -> English template, by the module that says it. A code never changes meaning once
# published (library users may test ``error.code``); a new sentence gets a new code.
TEMPLATES = {
    # kiban.core.board
    "illegal-move": N_("illegal move {move}: {reason} (position {position})"),
    "not-legal-here": N_("it is not a legal move in this position"),
    "opponent-in-check": N_("{side} is in check but it is {mover}'s move"),
    "checkmate": N_("{side} is checkmated"),
    "no-legal-move": N_("{side} has no legal move and loses"),
    # kiban.core.game
    "unknown-handicap-for-game": N_("unknown handicap {name!r}: {title} has no handicap of that "
                                   "name (known: {known})"),
    "unknown-option": N_("unknown {option} {value!r} for {title} (expected one of {names})"),
    # kiban.core.piece
    "unknown-piece-letter": N_("unknown piece letter {symbol!r}"),
    # kiban.engine (the USI / UCI protocol: said to a GUI, in English)
    "go-unknown-parameter": N_("go: unknown parameter {word!r}"),
    "go-needs-number": N_("go: {word} needs a number"),
    "go-not-whole-number": N_("go: {word} needs a whole number, not {text!r}"),
    "go-negative": N_("go: {word} cannot be negative"),
    "go-below-one": N_("go: {word} must be at least 1"),
    "command-before-hello": N_("unknown command {command!r} before 'usi' (shogi) or 'uci' "
                               "(xiangqi)"),
    "command-during-search": N_("{command!r} ignored: an infinite search is running (send "
                                "'stop' first)"),
    "unknown-command": N_("unknown command {command!r}"),
    "unknown-engine-option": N_("unknown option {name!r}"),
    "position-empty": N_("position needs 'startpos' or '{word} <position>', then optionally "
                         "'moves …'"),
    "position-bad-start": N_("position: expected 'startpos' or '{word} <position>', not {text!r}"),
    "position-bad-move": N_("position: move {number} ({move}) rejected: {error}"),
    "option-not-whole-number": N_("option {name} needs a whole number, not {value!r}"),
    "option-out-of-range": N_("option {name} must be from {low} to {high}, not {value}"),
    "option-not-boolean": N_("option {name} must be true or false, not {value!r}"),
    "option-not-a-choice": N_("option {name} must be one of {choices}, not {value!r}"),
    "setoption-shape": N_("setoption needs 'name <option>' and usually 'value <value>'"),
    "setoption-no-name": N_("setoption: the option name is missing"),
    # kiban.games
    "unknown-game": N_("unknown game {name!r} (expected one of {names})"),
    # kiban.notation.__init__
    "not-a-legal-move": N_("{move} is not a legal move in {position}"),
    "move-not-text": N_("a move is text, not {type}"),
    "illegal-move-text": N_("{text!r} is not a legal move in {position}"),
    "unknown-notation-style": N_("unknown {game} notation style {style!r}; known: {known}"),
    # kiban.notation.shogi_japanese
    "japanese-shape": N_("{text!r} is not Japanese shogi notation (like '７六歩', '同　角成', '５七銀右', "
                        "'５五角打' or '７六歩(77)')"),
    "notation-wrong-side": N_("{text!r} is a move of {side}, but it is {side2}'s turn"),
    "same-square-needs-previous-move": N_("{text!r}: 同 (same square) needs a previous move"),
    "japanese-drop-marker": N_("{text!r}: a drop (打) has no marker, origin or promotion"),
    "no-move-written": N_("no legal move of {side} is written {text!r} in {position}"),
    "ambiguous-shogi-move": N_("{text!r} could be {count} {piece}s: write {ways}"),
    # kiban.notation.shogi_western
    "western-shape": N_("{text!r} is not Western shogi notation (like 'P-76', 'Bx22+', 'S*53' "
                       "or 'G78-68')"),
    "western-drop-origin": N_("{text!r}: a drop has no origin square and cannot promote"),
    # kiban.notation.xiangqi_chinese
    "chinese-shape": N_("{text!r} is not Chinese xiangqi notation (like '炮二平五' or '馬８進７')"),
    "ambiguous-chinese-move": N_("{text!r} could mean {count} moves: write {ways}"),
    "no-move-written-hint": N_("no legal move of {side} is written {text!r} in {position}{hint}"),
    "chinese-front-rear-hint": N_(": {count} of them stand on that file, so write 前{name} or "
                                 "後{name}"),
    "chinese-front-rear-hint-soldier": N_(": {count} of them stand on that file, so write "
                                         "前{name} or 後{name} (or 中, 一..五 for soldiers)"),
    # kiban.notation.xiangqi_coords
    "iccs-shape": N_("{text!r} is not an ICCS move (like 'h2e2' or 'H2-E2': file a-i, rank 0-9)"),
    # kiban.outcome
    "time-forfeit": N_("{color} ran out of time"),
    # kiban.records.errors
    "at-line": N_("line {line}: {error}"),
    # kiban.records.__init__
    "unknown-record-format": N_("unknown record format {format!r}; known: {known}"),
    "no-start-position": N_("the record has no start position"),
    "record-format-not-for-game": N_("a {game} record cannot be written as {format!r}; formats: "
                                    "{formats}"),
    "single-game-format": N_("one {format!r} file holds one game; several go in {formats}"),
    # kiban.records.bod
    "bod-row-squares": N_("a board row needs 9 squares, found {count}"),
    "bod-unknown-piece": N_("unknown piece {piece!r} on the board"),
    "bod-rows": N_("the board diagram has {count} of its 9 rows"),
    "bod-hand-piece": N_("{item!r} is not a piece in hand (like 歩 or 歩三)"),
    # kiban.records.csa
    "csa-not-statement": N_("{text!r} is not a CSA statement"),
    "csa-pi-missing-piece": N_("PI removes {file}{rank}{code}, but that piece is not there"),
    "csa-cell-not-piece": N_("{cell!r} is not a CSA piece (like '+FU', '-KY' or ' * ')"),
    "csa-code-not-piece": N_("{code!r} is not a CSA piece"),
    "csa-not-position-line": N_("{text!r} is not a CSA position line"),
    "csa-side-twice": N_("the side to move is given twice"),
    "csa-side-before-position": N_("the side to move comes before the position (PI or P1 … P9)"),
    "csa-move-before-position": N_("the move {text!r} comes before the position and the side to "
                                  "move"),
    "csa-wrong-side": N_("{text!r} is a move of {mover}, but it is {side}'s turn"),
    "csa-move-shape": N_("{text!r} is not a CSA move (like '+7776FU')"),
    "csa-no-piece": N_("{text!r}: there is no piece on {ff}{fr}"),
    "csa-bad-move": N_("move {number} {text!r}: {error}"),
    "csa-ending-before-position": N_("%{word} comes before the position"),
    "csa-unknown-ending": N_("%{word} is not a CSA ending (like %TORYO or %CHUDAN)"),
    "csa-no-position": N_("the record has no position and side to move ('PI' and '+')"),
    # kiban.records.detect
    "unknown-record-content": N_("the format of this record is not known: expected KIF, KI2, "
                                "CSA, USI, PGN or FEN"),
    # kiban.records.dhtmlxq
    "dhtmlxq-empty": N_("no [DhtmlXQ_movelist] or [DhtmlXQ_binit] found"),
    "kakinoki-binit-shape": N_("binit must be 32 pairs of digits (one per piece)"),
    "kakinoki-binit-illegal": N_("binit is not a legal position: {error}"),
    "kakinoki-bad-move": N_("move {number} {digits!r}: {error}"),
    # kiban.records.japanese
    "kif-unknown-handicap": N_("unknown 手合割 (handicap) {name!r}: give the position as a board "
                              "diagram"),
    "kif-variation-too-late": N_("a variation at move {number}, but the line before has only "
                                "{number2} moves"),
    # kiban.records.kif
    "kif-not-move-line": N_("{text!r} is not a KIF move line (like '   1 ７六歩(77)   ( "
                           "0:02/00:00:02)')"),
    # kiban.records.pgn
    "pgn-bad-fen-header": N_("the FEN header is not a valid position: {error}"),
    "pgn-header-after-moves": N_("a header after the moves: start a new game"),
    "pgn-variation-unclosed": N_("a variation is opened with '(' but never closed"),
    "pgn-comment-unclosed": N_("a comment is opened with '{{' but never closed"),
    "pgn-variation-before-move": N_("a variation '(' before any move"),
    "pgn-unopened-variation": N_("')' closes no variation"),
    "pgn-bad-move": N_("move {text!r}: {error}"),
    # kiban.records.position_line
    "empty-record": N_("the record is empty"),
    "usi-record-expected-moves": N_("{word!r} after startpos: expected 'moves'"),
    "record-bad-start": N_("the start position is not valid: {error}"),
    "record-bad-move": N_("move {number} {word!r}: {error}"),
    # kiban.records.shogi_position
    "position-not-legal": N_("the position is not legal: {error}"),
    # kiban.records.text
    "record-not-text": N_("a record is text or bytes, not {type}"),
    # kiban.records.charsets
    "encoding-doubt": N_("the file's encoding is not certain: it reads as {names}; choose the "
                         "one whose text reads right"),
    "unknown-encoding": N_("unknown encoding {name!r}; known: {known}"),
    "not-encoding-text": N_("the file is not {name} text"),
    "no-encoding-fits": N_("the file is not text in any of {names}"),
    # kiban.records.binary, cbr, cbl, xqf
    "binary-at-byte": N_("byte {offset}: {message}"),
    "binary-given-text": N_("a {format} file is binary: read its bytes, not text"),
    "binary-bad-magic": N_("not a {format} file: it does not start with {magic!r}"),
    "cbl-no-game": N_("the CBL library holds no game"),
    "binary-file-ends": N_("the file ends (at byte {size}) inside {what}"),
    "binary-point-off-board": N_("a move from or to a point off the board"),
    "binary-start-not-legal": N_("the start position is not legal: {error}"),
    "binary-bad-move": N_("move {move}: {error}"),
    "cbr-not-piece": N_("{value} is not a piece"),
    "cbr-bad-flags": N_("{flags} is not a move's flags"),
    "cbr-unknown-version": N_("CBR version {version} is not known (1 and 2 are)"),
    "xqf-piece-off-board": N_("piece {number} is on a point off the board or already taken"),
    "xqf-negative-comment": N_("a comment of negative size"),
    "xqf-unknown-version": N_("XQF version {version} is not known (1.0 to 1.8 are)"),
    # kiban.records.cbf
    "cbf-not-move": N_("{value!r} is not a move (column and row, '-', column and row)"),
    "cbf-bad-fen": N_("the FEN is not a valid position: {error}"),
    "cbf-move-after-end": N_("a move after the end of the line (CBF variations are not read)"),
    # kiban.records.japanese (writing)
    "kif-set-up-variant": N_("a {game} record from a set-up position cannot be written as "
                             "{format}; write it as usi"),
    # kiban.review.annotation
    "review-other-game": N_("the review is of another game than this record"),
    # kiban.notation.shogi_common
    "not-a-square-of-board": N_("{file}{rank} is not a square of this board"),
    # kiban.search.levels
    "unknown-level": N_("level must be a whole number from 1 to {most}, not {level}"),
    # kiban.shogi.board
    "shogi-perpetual-check": N_("perpetual check by {side}: sennichite with every move of "
                               "{side} a check, so {side} loses"),
    "sennichite": N_("sennichite: the same position stood for the fourth time"),
    "sennichite-loser": N_("sennichite: the same position stood for the fourth time, and "
                           "{side} loses"),
    # kiban.shogi.explain
    "king-left-in-check": N_("it would leave {side}'s king in check"),
    "not-in-hand": N_("{side} has no {piece} in hand"),
    "square-occupied": N_("{square} is occupied"),
    "dead-drop": N_("a {piece} dropped on {square} could never move"),
    "nifu": N_("nifu: {side} already has an unpromoted pawn on file {file}"),
    "pawn-drop-mate": N_("a pawn drop may not give checkmate (uchifuzume)"),
    "no-piece-on-square": N_("there is no piece on {square}"),
    "piece-of-other-side": N_("the piece on {square} belongs to {side}"),
    "own-piece-on-target": N_("{side}'s own piece stands on {square}"),
    "piece-cannot-move-there": N_("a {piece} cannot move from {start} to {end}"),
    "piece-cannot-promote": N_("a {piece} cannot promote"),
    "promotion-outside-zone": N_("promotion needs a move that starts or ends in the promotion "
                                "zone"),
    "piece-must-promote": N_("a {piece} on {square} must promote"),
    "king-square-attacked": N_("{square} is attacked"),
    # kiban.shogi.game
    "count-shogi-king": NN_("{n} king", "{n} kings"),
    "count-shogi-dragon": NN_("{n} dragon", "{n} dragons"),
    "count-shogi-rook": NN_("{n} rook", "{n} rooks"),
    "count-horse": NN_("{n} horse", "{n} horses"),
    "count-shogi-bishop": NN_("{n} bishop", "{n} bishops"),
    "count-shogi-gold": NN_("{n} gold", "{n} golds"),
    "count-shogi-silver": NN_("{n} silver", "{n} silvers"),
    "count-shogi-promoted-silver": NN_("{n} promoted silver", "{n} promoted silvers"),
    "count-shogi-knight": NN_("{n} knight", "{n} knights"),
    "count-shogi-promoted-knight": NN_("{n} promoted knight", "{n} promoted knights"),
    "count-shogi-lance": NN_("{n} lance", "{n} lances"),
    "count-shogi-promoted-lance": NN_("{n} promoted lance", "{n} promoted lances"),
    "count-shogi-pawn": NN_("{n} pawn", "{n} pawns"),
    "count-shogi-tokin": NN_("{n} tokin", "{n} tokins"),
    # kiban.shogi.handicap
    "unknown-handicap": N_("unknown handicap {name!r}; known: {known}"),
    # kiban.shogi.impasse
    "impasse-no-king": N_("{side} has no king"),
    "impasse-king-outside": N_("{side}'s king has not entered the enemy camp"),
    "impasse-in-check": N_("{side} is in check"),
    "impasse-too-few-pieces": N_("{side} has {count} pieces besides the king in the enemy camp; "
                                "10 are needed"),
    "impasse-too-few-points": N_("{side} has {points} points in the enemy camp and in hand; "
                                "{needed} are needed"),
    "impasse-declared": N_("{side} declares with {points} points and {count} pieces in the "
                          "enemy camp"),
    "impasse-both-entered": N_("both kings have entered the enemy camp"),
    "impasse-declaration-correct": N_("correct impasse declaration: {reason}"),
    "impasse-declaration-wrong": N_("wrong impasse declaration ({reason}), so {side} loses"),
    "impasse-claim-wrong": N_("wrong impasse claim ({reason}), so {side} loses"),
    "impasse-score": N_("sente {sente}, gote {gote} points ({rule} rule)"),
    "impasse-win": N_("impasse: {score}, {side} wins"),
    "impasse-loss": N_("impasse: {score}, {side} has under {threshold} and loses"),
    "impasse-draw": N_("impasse: {score}, a draw (jishogi)"),
    # kiban.shogi.move
    "usi-move-not-text": N_("a USI move is text, not {type}"),
    "usi-bad-drop-piece": N_("{text!r}: {letter!r} is not a piece that can be dropped (use one "
                            "of PLNSGBR)"),
    "usi-null-move": N_("{text!r}: a move must leave its square"),
    "usi-bad-square": N_("{text!r} is not a USI move: {error}"),
    "usi-move-shape": N_("{text!r} is not a USI move (expected like '7g7f', '8h2b+' or 'P*5e')"),
    # kiban.shogi.sfen
    "sfen-bad-move-number": N_("move number must be a positive whole number, found {value!r}"),
    "sfen-not-text": N_("an SFEN is text, not {type}"),
    "sfen-field-count": N_("SFEN needs 3 or 4 fields (board, side to move, hand, move number), "
                          "found {count}"),
    "sfen-bad-side": N_("side to move must be 'b' (sente) or 'w' (gote), found {text!r}"),
    "sfen-rank-count": N_("SFEN board needs {ranks} ranks separated by '/', found {count}"),
    "sfen-rank": N_("rank {rank}"),
    "sfen-zero": N_("{where}: '0' is not a number of empty squares"),
    "sfen-unpromotable": N_("{where}: {symbol!r}: gold and king never promote"),
    "sfen-unknown-piece": N_("{where}: unknown piece letter {symbol!r}"),
    "sfen-file-count": N_("{where} has {count} files, expected {files}"),
    "too-many-kings": N_("{side} has {count} kings; a side has one at most"),
    "missing-king": N_("{side} has no king; only {attacker}, the attacker in a tsume, may be "
                      "without one"),
    "dead-piece": N_("{side} {name} on {square} could never move"),
    "position-nifu": N_("{side} has two unpromoted pawns on file {number} (nifu)"),
    "hand-count-without-piece": N_("hand {text!r}: a count must be followed by a piece letter"),
    "hand-bad-piece": N_("hand {text!r}: {letter!r} is not a piece that can be in hand"),
    "hand-bad-count": N_("hand {text!r}: count {text2!r} before {letter!r} must be 2 or more"),
    "hand-piece-twice": N_("hand {text!r}: {letter!r} is listed twice"),
    "too-many-pieces": N_("{count} {piece}s on board and in hand; a set holds {most}"),
    # kiban.shogi.types
    "not-a-square": N_("{name!r} is not a square (file 1-{files} then rank a-{rank}, like "
                       "'{example}')"),
    # kiban.xiangqi.board
    "not-a-rule": N_("{name} must be a {kind}, not {value}"),
    "insufficient-material": N_("neither side has a chariot, horse, cannon or soldier left"),
    "move-limit-soldier": N_("move limit: {n} moves by each side without a capture or a soldier "
                            "advancing"),
    "move-limit": N_("move limit: {n} moves by each side without a capture"),
    # kiban.xiangqi.explain
    "not-a-move-object": N_("a {game} move is a kiban.{game}.Move, not {type}"),
    "xiangqi-no-promotion-or-drop": N_("xiangqi has neither promotion nor drops"),
    "not-two-points": N_("it does not name two points of the board"),
    "generals-would-face": N_("the generals would face each other on file {file}"),
    "general-left-in-check": N_("it would leave {side}'s general in check"),
    "palace-only": N_("the {piece} never leaves the palace"),
    "elephant-river": N_("the elephant never crosses the river"),
    "elephant-eye-blocked": N_("the elephant's eye on {square} is blocked"),
    "horse-leg-blocked": N_("the horse's leg on {square} is blocked"),
    "cannon-screen": N_("a cannon captures by jumping exactly one piece"),
    "cannon-jump-without-capture": N_("a cannon jumps only to capture"),
    "soldier-move": N_("a soldier steps forward, sideways only after crossing the river, and "
                      "never back"),
    "piece-cannot-move-there-an": N_("an {piece} cannot move from {start} to {end}"),
    # kiban.xiangqi.fen
    "fen-castling-fields": N_("FEN fields 3 and 4 must be '-' in xiangqi, found {field!r}"),
    "fen-not-text": N_("a FEN is text, not {type}"),
    "fen-field-count": N_("FEN needs 2 to 6 fields (board, side to move, '-', '-', counter, "
                         "move number), found {count}"),
    "fen-bad-side": N_("side to move must be 'w' or 'r' (red) or 'b' (black), found {text!r}"),
    "fen-bad-number": N_("{name} must be a whole number of at least {lowest}, found {text!r}"),
    "fen-rank-count": N_("FEN board needs 10 ranks separated by '/', found {count}"),
    "fen-bad-letter": N_("rank {rank}: {char!r} is not a piece letter (KABNRCP, also E and H) "
                        "or a number of empty points 1-9"),
    "fen-file-count": N_("rank {rank} ({rank_text!r}) has {count} files, expected 9"),
    "missing-general": N_("{side} has no general"),
    "too-many-generals": N_("{side} has {generals} generals; each side needs exactly one"),
    "too-many-pieces-of-kind": N_("{side} has {count} {piece}s; a set holds {most}"),
    "generals-face": N_("the generals face each other on file {file} with nothing between"),
    "piece-on-point": N_("{side} {piece} on {square}"),
    "general-outside-palace": N_("{where} is outside its palace"),
    "advisor-unreachable": N_("{where} is on a point an advisor can never reach (it keeps to the "
                              "palace diagonals)"),
    "elephant-unreachable": N_("{where} is on a point an elephant can never reach (seven points "
                               "on its own side of the river)"),
    "soldier-behind-start": N_("{where} stands behind its start rank"),
    "soldier-unreachable": N_("{where} can never get there: before the river a soldier only "
                             "moves straight ahead"),
    # kiban.xiangqi.game
    "count-xiangqi-general": NN_("{n} general", "{n} generals"),
    "count-xiangqi-advisor": NN_("{n} advisor", "{n} advisors"),
    "count-xiangqi-elephant": NN_("{n} elephant", "{n} elephants"),
    "count-xiangqi-chariot": NN_("{n} chariot", "{n} chariots"),
    "count-xiangqi-cannon": NN_("{n} cannon", "{n} cannons"),
    "count-xiangqi-soldier": NN_("{n} soldier", "{n} soldiers"),
    # kiban.xiangqi.move
    "uci-move-not-text": N_("a UCI move is text, not {type}"),
    "uci-move-shape": N_("{text!r} is not a UCI move (expected four characters like 'h2e2')"),
    "uci-bad-point": N_("{text!r} is not a UCI move: {error}"),
    "uci-null-move": N_("{text!r}: a move must leave its point"),
    # kiban.xiangqi.repetition
    "both-check": N_("both sides check perpetually"),
    "both-chase": N_("both sides chase perpetually"),
    "neither-checks-nor-chases": N_("neither side checks or chases perpetually"),
    "repetition-draw": N_("threefold repetition, {why}: a draw"),
    "perpetual-check": N_("perpetual check by {side}: the position stood three times and every "
                         "move of {side} gave check, so {side} loses"),
    "perpetual-chase": N_("perpetual chase by {side}: the position stood three times and every "
                         "move of {side} chased the {victim}, so {side} loses"),
    "perpetual-check-asian": NN_("perpetual check by {side}: {run} times in a row with {n} piece, more than the {allowed} allowed, so {side} loses", "perpetual check by {side}: {run} times in a row with {n} pieces, more than the {allowed} allowed, so {side} loses"),
    "perpetual-chase-asian": NN_("perpetual chase by {side}: {run} times in a row with {n} piece, more than the {allowed} allowed, so {side} loses", "perpetual chase by {side}: {run} times in a row with {n} pieces, more than the {allowed} allowed, so {side} loses"),
    # kiban.xiangqi.types
    "not-a-point": N_("{name!r} is not a point (file a-i then rank 0-9, like 'e3')"),
    # kiban.xiangqi.wxf
    "wxf-move-not-text": N_("a WXF move is text, not {type}"),
    "wxf-shape": N_("{text!r} is not WXF notation (four characters like 'C2=5', 'H8+7' or 'R+=3')"),
    "wxf-ambiguous": N_("{text!r} is ambiguous: {count} {side} {piece}s stand on file {file}; "
                       "write {front} or {rear} for the front or rear one"),
    "not-a-point-move": N_("{move!r} is not a xiangqi move between two points"),
    "coordinate-move-not-text": N_("a coordinate move is text, not {type}"),
    "coordinate-move-shape": N_("{text!r} is not a coordinate move (like 'b2-e3': file a-i, "
                               "rank 1-10)"),
}
