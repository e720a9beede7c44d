"""A real MCP client for the MCP server's HTTP tests (server/tests/http/mcp.rs): the protocol's
official Python SDK (PyPI `mcp`), connecting over Streamable HTTP.

Usage: mcp_client.py URL, with the credentials in the environment (`MCP_TOKEN`: a personal
access token, sent as `Authorization: Bearer`; `MCP_API_KEY`: an API key, sent as `API-KEY`)
and the steps on stdin as a JSON list, each one of
  {"list_tools": true}
  {"call": NAME, "args": {...}}
  {"read": URI}
  {"templates": true}
Prints one JSON line per step: {"tools": [...]}, {"structured": ..., "is_error": ...},
{"text": ...}, {"templates": [...]}, or {"error": "..."} when the client itself fails. A failure
to connect prints {"connect_error": "..."} and nothing else.
"""

import asyncio
import json
import os
import sys

import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client


def dump(value):
    """A pydantic model (or a plain value) as JSON-ready data."""
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json", by_alias=True, exclude_none=True)
    return value


async def main() -> None:
    url = sys.argv[1]
    steps = json.load(sys.stdin)
    headers = {}
    if os.environ.get("MCP_TOKEN"):
        headers["Authorization"] = "Bearer " + os.environ["MCP_TOKEN"]
    if os.environ.get("MCP_API_KEY"):
        headers["API-KEY"] = os.environ["MCP_API_KEY"]
    if os.environ.get("MCP_ALLOW_PRIVATE"):
        headers["ALLOW-PRIVATE"] = "true"
    http = httpx2.AsyncClient(headers=headers, timeout=30)
    try:
        async with Client(streamable_http_client(url, http_client=http), cache=None) as client:
            for step in steps:
                try:
                    if "list_tools" in step:
                        listed = await client.list_tools()
                        print(json.dumps({"tools": [dump(t) for t in listed.tools]}), flush=True)
                    elif "templates" in step:
                        listed = await client.list_resource_templates()
                        print(json.dumps({"templates": [dump(t) for t in listed.resource_templates]}), flush=True)
                    elif "read" in step:
                        read = await client.read_resource(step["read"])
                        print(json.dumps({"text": read.contents[0].text}), flush=True)
                    else:
                        result = await client.call_tool(step["call"], step.get("args", {}))
                        print(json.dumps({"structured": result.structured_content, "is_error": bool(result.is_error)}), flush=True)
                except Exception as error:  # the step's own failure: the next steps still run
                    print(json.dumps({"error": f"{type(error).__name__}: {error}"}), flush=True)
    except Exception as error:
        print(json.dumps({"connect_error": f"{type(error).__name__}: {error}"}), flush=True)


asyncio.run(main())
