"""The deferred numbers' tokens (rulebook/deferred.py) are written out as runs of code points; they
must stay what the typesetter and Polish typography take for digits."""

import re
import unicodedata

from generator.rulebook import deferred


def test_number_tokens_are_the_other_scripts_decimal_digits():
    computed = "".join(
        c for c in map(chr, range(0x660, 0x1FBFA)) if unicodedata.category(c) == "Nd" and not "0" <= c <= "9"
    )
    if unicodedata.unidata_version == "14.0.0":  # the tables the runs were written from
        assert deferred.NUMBER_TOKENS == computed
    assert all(unicodedata.category(c) == "Nd" and re.fullmatch(r"\d", c) for c in deferred.NUMBER_TOKENS)
    assert not set("0123456789") & set(deferred.NUMBER_TOKENS)
    assert len(set(deferred.NUMBER_TOKENS)) == len(deferred.NUMBER_TOKENS) == 650


def test_token_pattern_matches_exactly_the_tokens():
    tokens = set(deferred.NUMBER_TOKENS + deferred.WORD_TOKENS)
    matched = {chr(cp) for cp in range(0x110000) if deferred.TOKEN.match(chr(cp))}
    assert matched == tokens
