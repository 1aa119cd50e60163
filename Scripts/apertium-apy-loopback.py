#!/usr/bin/python3
"""Runs Apertium's APY server (Debian's apertium-apy) on 127.0.0.1 only.

APY binds every interface and has no option to choose one; this starts it with its own arguments after
making its HTTP server bind to the loopback address. Used by the tests and by anyone trying the
apertium-apy engine locally:

    Scripts/apertium-apy-loopback.py -p 2737 /usr/share/apertium/modes
"""
import sys

import tornado.httpserver

_bind = tornado.httpserver.HTTPServer.bind


def _bind_loopback(self, port, address=None, *args, **kwargs):
    return _bind(self, port, "127.0.0.1", *args, **kwargs)


tornado.httpserver.HTTPServer.bind = _bind_loopback

from apertium_apy.apy import main  # noqa: E402  (after the patch, so APY binds through it)

sys.exit(main())
