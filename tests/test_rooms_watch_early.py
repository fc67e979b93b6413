"""A watcher who opens the watch link before the match starts (issue: rooms you can trust,
point 6): a class on a projector is often there first. It sees the seats fill, then the match
start with everything a seat sees of it, and no seat's hand-over can make it a player."""

from __future__ import annotations

from rooms_helpers import ORIGIN, Clock, connect, create_room, make_client, receive_until

from lansquenet_server import words


def test_a_watcher_there_before_the_start_sees_the_match_start():
    with make_client(Clock()) as client:
        links = create_room(client, seats=3)
        room = links["room"]
        with connect(client, room) as watcher, connect(client, room) as ann, connect(client, room) as bo:
            watcher.send_json({"type": "watch", "token": links["watch"]})
            first = receive_until(watcher, "room")
            assert first["seat"] is None and first["started"] is False
            for ws, token, name in ((ann, links["seats"][0], "Ann"), (bo, links["seats"][1], "Bo")):
                ws.send_json({"type": "join", "token": token})
                receive_until(ws, "room")
                ws.send_json({"type": "name", "name": name})
            handed = client.post(
                f"/rooms/{room}/seats/2", json={"host": links["host"], "do": "computer"}, headers=ORIGIN
            )
            assert handed.status_code == 200 and handed.json()["seats"][2] is None
            seen = receive_until(watcher, "room")
            mine = receive_until(ann, "room")
            assert seen["started"] and seen["seat"] is None
            assert seen["names"] == ["Ann", "Bo", words.computer_name(2)]
            assert seen["steps"] == mine["steps"] and seen["seconds"] == mine["seconds"]
            watcher.send_json({"type": "name", "name": "Eve"})
            assert receive_until(watcher, "error")["error"] == words.WATCHERS_ONLY_WATCH
