"""An SMTP server that answers slowly: aiosmtpd's Mailbox handler (a Maildir), each message
accepted only after SLOW_SMTP_SECONDS (default 2). The test command starts it beside the plain
one, for the test that proves a slow SMTP server does not make two workers send one message.

    PYTHONPATH=.ci python -m aiosmtpd -n -l 127.0.0.1:PORT -c slow_smtp.SlowMailbox MAILDIR
"""

import asyncio
import os

from aiosmtpd.handlers import Mailbox


class SlowMailbox(Mailbox):
    async def handle_DATA(self, server, session, envelope):
        await asyncio.sleep(float(os.environ.get("SLOW_SMTP_SECONDS", "2")))
        return await super().handle_DATA(server, session, envelope)
