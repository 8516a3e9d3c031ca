#!/usr/bin/env python3
"""A fake org.freedesktop.GeoClue2 for the tests, on the bus at --address (a private daemon the test started).
Modes: ok (sends --updates locations), deny-client (GetClient: AccessDenied), deny-start (Start: AccessDenied),
huge (one location with a 5,000 km accuracy), vanish (exits after 2 locations, so the name disappears).
Prints 'ready' once it owns the name and 'set NAME=VALUE' for each property the client sets."""
import argparse, asyncio, os, sys, time
from dbus_next import Variant, BusType
from dbus_next.aio import MessageBus
from dbus_next.errors import DBusError
from dbus_next.service import ServiceInterface, method, dbus_property, signal, PropertyAccess

ARGS = None
POINTS = [(60.1699, 24.9384), (60.1702, 24.9390), (60.1706, 24.9397), (60.1710, 24.9403), (60.1714, 24.9410)]

def say(line):
    print(line, flush=True)

class Location(ServiceInterface):
    def __init__(self, lat, lon, accuracy, heading):
        super().__init__('org.freedesktop.GeoClue2.Location')
        self.values = dict(lat=lat, lon=lon, acc=accuracy, heading=heading, stamp=int(time.time()))
    @dbus_property(access=PropertyAccess.READ)
    def Latitude(self) -> 'd': return self.values['lat']
    @dbus_property(access=PropertyAccess.READ)
    def Longitude(self) -> 'd': return self.values['lon']
    @dbus_property(access=PropertyAccess.READ)
    def Accuracy(self) -> 'd': return self.values['acc']
    @dbus_property(access=PropertyAccess.READ)
    def Altitude(self) -> 'd': return -1.7976931348623157e308
    @dbus_property(access=PropertyAccess.READ)
    def Speed(self) -> 'd': return -1.0
    @dbus_property(access=PropertyAccess.READ)
    def Heading(self) -> 'd': return self.values['heading']
    @dbus_property(access=PropertyAccess.READ)
    def Description(self) -> 's': return 'fake'
    @dbus_property(access=PropertyAccess.READ)
    def Timestamp(self) -> '(tt)': return [self.values['stamp'], 0]

class Client(ServiceInterface):
    def __init__(self, bus):
        super().__init__('org.freedesktop.GeoClue2.Client')
        self.bus, self.desktop_id, self.level, self.location, self.count = bus, '', 0, '/', 0
    @dbus_property()
    def DesktopId(self) -> 's': return self.desktop_id
    @DesktopId.setter
    def DesktopId(self, value: 's'):
        self.desktop_id = value; say(f'set DesktopId={value}')
    @dbus_property()
    def RequestedAccuracyLevel(self) -> 'u': return self.level
    @RequestedAccuracyLevel.setter
    def RequestedAccuracyLevel(self, value: 'u'):
        self.level = value; say(f'set RequestedAccuracyLevel={value}')
    @dbus_property(access=PropertyAccess.READ)
    def Location(self) -> 'o': return self.location
    @dbus_property(access=PropertyAccess.READ)
    def Active(self) -> 'b': return self.count > 0
    @method()
    def Start(self):
        say('Start')
        if ARGS.mode == 'deny-start':
            raise DBusError('org.freedesktop.DBus.Error.AccessDenied', "'pinmap' disallowed, no agent for UID 0")
        asyncio.get_event_loop().create_task(self.send())
    @method()
    def Stop(self):
        say('Stop')
    @signal()
    def LocationUpdated(self, old: 'o', new: 'o') -> 'oo':
        return [old, new]
    async def send(self):
        total = 1 if ARGS.mode == 'huge' else ARGS.updates
        for i in range(total):
            await asyncio.sleep(0.1)
            lat, lon = POINTS[i % len(POINTS)]
            accuracy = 5_000_000.0 if ARGS.mode == 'huge' else 15.0 + i
            heading = -1.0 if i == 0 else 45.0
            path = f'/org/freedesktop/GeoClue2/Client/1/Location/{i}'
            self.bus.export(path, Location(lat, lon, accuracy, heading))
            old, self.location = self.location, path
            self.LocationUpdated(old, path)
            say(f'sent {i}')
            if ARGS.mode == 'vanish' and i == 1:
                await asyncio.sleep(0.1)
                say('vanishing')
                os._exit(0)

class Manager(ServiceInterface):
    def __init__(self, bus):
        super().__init__('org.freedesktop.GeoClue2.Manager')
        self.bus, self.client = bus, None
    @method()
    def GetClient(self) -> 'o':
        say('GetClient')
        if ARGS.mode == 'deny-client':
            raise DBusError('org.freedesktop.DBus.Error.AccessDenied', 'not allowed')
        if self.client is None:
            self.client = Client(self.bus)
            self.bus.export('/org/freedesktop/GeoClue2/Client/1', self.client)
        return '/org/freedesktop/GeoClue2/Client/1'

async def main():
    bus = await MessageBus(bus_address=ARGS.address).connect()
    bus.export('/org/freedesktop/GeoClue2/Manager', Manager(bus))
    await bus.request_name('org.freedesktop.GeoClue2')
    say('ready')
    await bus.wait_for_disconnect()

if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('--address', required=True)
    parser.add_argument('--mode', default='ok')
    parser.add_argument('--updates', type=int, default=3)
    ARGS = parser.parse_args()
    asyncio.run(main())
