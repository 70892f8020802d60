"""A game record with its review written in (the Records dialog's download and copy). Pure
Python: `kiban.review.annotate` writes into the record's nodes, so the game page's own tree is
copied first and the game played on stays as it was."""

import copy

from kiban.review.annotation import annotate


def reviewed_record(record, review):
    """``record`` with ``review``'s marks as comments and PGN glyphs on a copy of its move tree
    (``review`` None: the record as it is)."""
    if review is None:
        return record
    record.root = copy.deepcopy(record.root)
    return annotate(record, review)
