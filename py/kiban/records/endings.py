"""How games end, in the words of each format, and the result an ending gives.

An ending is a ``termination`` word (see ``Record``) and, where it names no winner by itself,
the side to move when the game ended: resigning, being mated, losing on time or by an illegal
move is done by the side to move; an impasse declaration (入玉勝ち, %KACHI) wins for it.
"""

import re

LOSES, WINS, DRAW, NONE = "loses", "wins", "draw", None
EFFECT = {"resign": LOSES, "checkmate": LOSES, "time-up": LOSES, "illegal-move": LOSES,
          "declaration": WINS, "sennichite": DRAW, "impasse": DRAW, "max-moves": DRAW,
          "abort": NONE, "no-mate": NONE, "sealed": NONE}

KIF_WORDS = {"投了": "resign", "詰み": "checkmate", "切れ負け": "time-up", "反則負け": "illegal-move",
             "反則勝ち": "illegal-move", "入玉勝ち": "declaration", "千日手": "sennichite", "持将棋": "impasse",
             "中断": "abort", "不詰": "no-mate", "時間切れ": "time-up", "宣言勝ち": "declaration",
             "封じ手": "sealed"}
WIN_WORDS = ("反則勝ち", "入玉勝ち", "宣言勝ち")
"""The KIF closing words that name the side they are said of as the winner (the others that
decide the game make it the loser)."""
SIDES = {"先手": 0, "下手": 0, "後手": 1, "上手": 1}
_WORD = re.compile(r"(?:(先手|後手|下手|上手)(?:の|\s)*)?(" + "|".join(sorted(KIF_WORDS, key=len, reverse=True)) + ")")
KIF_WRITE = {"resign": "投了", "checkmate": "詰み", "time-up": "切れ負け", "illegal-move": "反則負け",
             "declaration": "入玉勝ち", "sennichite": "千日手", "impasse": "持将棋", "abort": "中断",
             "no-mate": "不詰", "sealed": "封じ手"}
CSA_WORDS = {"TORYO": "resign", "TSUMI": "checkmate", "TIME_UP": "time-up", "ILLEGAL_MOVE": "illegal-move",
             "KACHI": "declaration", "SENNICHITE": "sennichite", "JISHOGI": "impasse", "MAX_MOVES": "max-moves",
             "CHUDAN": "abort", "FUZUMI": "no-mate", "HIKIWAKE": "sennichite"}
CSA_WRITE = {word: csa for csa, word in CSA_WORDS.items() if csa != "HIKIWAKE"}


def read_word(text):
    """(closing word, side it is said of or None) of a KIF / KI2 ending: '投了', '反則勝ち', or with
    the side named as Shogi Club 24 and others write it, '先手 反則負け', '後手の切れ負け'; None
    when ``text`` is not one. Without a side, the word is said of the side to move."""
    match = _WORD.fullmatch(text.strip())
    if match is None:
        return None
    return match[2], SIDES.get(match[1])


def result_of(termination, mover, winner=None):
    """The score ('1-0', '0-1', '1/2-1/2' or None) of an ending; ``mover`` is the side to move at the
    end, ``winner`` overrides when the record names the winner itself."""
    effect = EFFECT.get(termination)
    if winner is not None:
        return "1-0" if winner == 0 else "0-1"
    if effect == DRAW:
        return "1/2-1/2"
    if effect in (LOSES, WINS):
        won = mover ^ 1 if effect == LOSES else mover
        return "1-0" if won == 0 else "0-1"
    return None


def winner_of(result):
    """0, 1 or None: who won by a score."""
    return {"1-0": 0, "0-1": 1}.get(result)


def summary(termination, plies, result, handicap=False) -> str:
    """The closing line of KIF and KI2: 'まで64手で先手の勝ち', 'まで80手で千日手'."""
    names = ("下手", "上手") if handicap else ("先手", "後手")
    won = winner_of(result)
    head = f"まで{plies}手で"
    if termination in ("sennichite", "impasse", "abort", "no-mate", "sealed") or won is None:
        return head + {"sennichite": "千日手", "impasse": "持将棋", "no-mate": "不詰",
                       "sealed": "封じ手"}.get(termination, "中断")
    if termination == "checkmate":
        return head + "詰み"
    extra = {"time-up": "時間切れにより", "illegal-move": ""}.get(termination, "")
    kind = {"illegal-move": "反則勝ち", "declaration": "入玉勝ち"}.get(termination, "勝ち")
    return f"{head}{extra}{names[won]}の{kind}"


def read_summary(text, mover_at_end):
    """(termination, result) from a KIF / KI2 closing line, or None when it is not one."""
    if not text.startswith("まで"):
        return None
    for word, termination in (("千日手", "sennichite"), ("持将棋", "impasse"), ("中断", "abort"), ("封じ手", "sealed"),
                              ("不詰", "no-mate"), ("詰", "checkmate"), ("切れ", "time-up"),
                              ("反則", "illegal-move"), ("入玉", "declaration"), ("宣言", "declaration")):
        if word in text:
            break
    else:
        termination = "resign"
    won = 0 if ("先手の" in text or "下手の" in text) else 1 if ("後手の" in text or "上手の" in text) else None
    if won is not None and "負け" in text:
        won ^= 1
    if termination in ("sennichite", "impasse", "abort", "no-mate", "sealed") or (
            won is None and termination != "checkmate"):
        return termination, result_of(termination, mover_at_end)
    return termination, result_of(termination, mover_at_end, won)
