"""Compiled rulebook templates kept between runs, in the cache folder's store "jinja2" (generator/build/cache)."""

from __future__ import annotations

import jinja2

from generator.build.cache import code_version, get, put

STORE = "jinja2"


class StoredBytecode(jinja2.BytecodeCache):
    """Jinja's compiled code of a template, by Jinja's own key (the template's name) and our code
    (the environment's options shape the compiled code); Jinja checks the source's checksum itself
    and compiles again when it differs. A record that cannot be read or written only costs a compile."""

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        data = get(STORE, f"{bucket.key} {code_version()}")
        if data is not None:
            bucket.bytecode_from_string(data)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        put(STORE, f"{bucket.key} {code_version()}", bucket.bytecode_to_string())
