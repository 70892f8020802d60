"""``python3 -m kiban.engine``: run the USI/UCI engine on stdin and stdout."""

from kiban.engine.session import main

main()
