"""Shogi header conventions shared by KIF, KI2 and CSA: handicap names and the header keys that
mean the same in the Japanese formats and in CSA."""

from kiban import shogi
from kiban.records.shogi_position import same_position

_SENTE_SIDE = "9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"


def _gote(camp, hand="-"):
    return f"{camp}/{_SENTE_SIDE} w {hand} 1"


HANDICAPS = {
    "平手": shogi.START_SFEN,
    "香落ち": _gote("lnsgkgsn1/1r5b1/ppppppppp"),
    "右香落ち": _gote("1nsgkgsnl/1r5b1/ppppppppp"),
    "角落ち": _gote("lnsgkgsnl/1r7/ppppppppp"),
    "飛車落ち": _gote("lnsgkgsnl/7b1/ppppppppp"),
    "飛香落ち": _gote("lnsgkgsn1/7b1/ppppppppp"),
    "二枚落ち": _gote("lnsgkgsnl/9/ppppppppp"),
    "三枚落ち": _gote("1nsgkgsnl/9/ppppppppp"),
    "四枚落ち": _gote("1nsgkgsn1/9/ppppppppp"),
    "五枚落ち": _gote("2sgkgsn1/9/ppppppppp"),
    "左五枚落ち": _gote("1nsgkgs2/9/ppppppppp"),
    "六枚落ち": _gote("2sgkgs2/9/ppppppppp"),
    "七枚落ち": _gote("3gkgs2/9/ppppppppp"),
    "左七枚落ち": _gote("2sgkg3/9/ppppppppp"),
    "八枚落ち": _gote("3gkg3/9/ppppppppp"),
    "九枚落ち": _gote("4kg3/9/ppppppppp"),
    "十枚落ち": _gote("4k4/9/ppppppppp"),
    "歩三兵": _gote("4k4/9/9", "3p"),
    "裸玉": _gote("4k4/9/9"),
}
"""手合割 names (Kakinoki's, as Kifu for Windows writes them) -> start SFEN."""
HANDICAPS["右七枚落ち"] = HANDICAPS["七枚落ち"]


def variant_named(name: str):
    """The descriptor of the shogi variant a 手合割 names (minishogi's 五々将棋), or None."""
    from kiban import games
    return next((game for game in games.available() if game.record_fixed_headers.get("手合割") == name), None)


def handicap_name(sfen: str):
    """The 手合割 name of a start position, or None when it has none."""
    return next((name for name, start in HANDICAPS.items() if same_position(start, sfen)), None)


KIF_TO_CSA = {"先手": "N+", "後手": "N-", "下手": "N+", "上手": "N-", "棋戦": "EVENT", "場所": "SITE",
              "開始日時": "START_TIME", "終了日時": "END_TIME", "持ち時間": "TIME_LIMIT", "戦型": "OPENING"}
CSA_TO_KIF = {"N+": "先手", "N-": "後手", "EVENT": "棋戦", "SITE": "場所", "START_TIME": "開始日時",
              "END_TIME": "終了日時", "TIME_LIMIT": "持ち時間", "OPENING": "戦型"}


def for_kif(headers: dict) -> dict:
    """Headers with CSA keys put in their KIF / KI2 spelling (others as they are)."""
    return {CSA_TO_KIF.get(key, key): value for key, value in headers.items()}


def for_csa(headers: dict) -> dict:
    """Headers with KIF keys put in their CSA spelling; keys CSA cannot carry are left out."""
    out = {}
    for key, value in headers.items():
        key = KIF_TO_CSA.get(key, key)
        if key in ("N+", "N-") or (key.isascii() and key.replace("_", "").isalnum() and key.isupper()):
            out.setdefault(key, value)
    return out
