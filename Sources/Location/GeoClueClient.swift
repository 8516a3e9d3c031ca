import Foundation
import MapCore

/// The person's position from GeoClue2 over D-Bus: Manager.GetClient, the desktop id and accuracy level,
/// Start, then each LocationUpdated's Location object read in one GetAll. Nothing here blocks: every step is
/// an async call answered on the main loop. A failure ends in `denied` or `unavailable` with one line that says why.
@MainActor
public final class GeoClueClient: LocationSource {
    public static let serviceName = "org.freedesktop.GeoClue2"
    static let managerPath = "/org/freedesktop/GeoClue2/Manager"
    static let managerInterface = "org.freedesktop.GeoClue2.Manager"
    static let clientInterface = "org.freedesktop.GeoClue2.Client"
    static let locationInterface = "org.freedesktop.GeoClue2.Location"
    static let propertiesInterface = "org.freedesktop.DBus.Properties"

    /// GeoClue's accuracy levels (GClueAccuracyLevel).
    public enum AccuracyLevel: UInt32, Sendable {
        case country = 1, city = 4, neighborhood = 5, street = 6, exact = 8
    }

    public private(set) var state: LocationState = .off
    public var onEvent: (@MainActor (LocationEvent) -> Void)?
    /// The bus to use: nil for the system bus (where GeoClue lives), else a D-Bus address (tests).
    public let busAddress: String?
    public let desktopID: String
    public let accuracyLevel: AccuracyLevel
    /// Milliseconds a call may take; Start waits longer, as the desktop may ask the person first.
    static let callTimeout: Int32 = 10_000
    static let startTimeout: Int32 = 120_000

    private var connection: DBusConnection?
    private var clientPath: String?
    /// Bumped on every start and stop: an answer to an older attempt is ignored.
    private var attempt = 0

    public init(busAddress: String? = nil, desktopID: String = "io.github.pinmap.Pinmap", accuracyLevel: AccuracyLevel = .exact) {
        self.busAddress = busAddress
        self.desktopID = desktopID
        self.accuracyLevel = accuracyLevel
    }

    public func start() {
        guard !state.isActive else { return }
        attempt &+= 1
        let mine = attempt
        set(.starting)
        DBusConnection.connect(address: busAddress) { [weak self] result in
            guard let self, self.attempt == mine else { return }
            switch result {
            case .success(let connection):
                self.connection = connection
                self.watchService(on: connection, attempt: mine)
                self.getClient(attempt: mine)
            case .failure(let failure):
                self.fail(.unavailable(reason: "The system bus cannot be reached (\(failure.message)), so there is no location service."))
            }
        }
    }

    public func stop() {
        attempt &+= 1
        if let connection, let clientPath {
            connection.call(destination: Self.serviceName, path: clientPath, interface: Self.clientInterface, method: "Stop",
                            arguments: nil, timeoutMilliseconds: Self.callTimeout) { _ in }
        }
        connection = nil
        clientPath = nil
        set(.off)
    }

    // MARK: The steps

    private func getClient(attempt mine: Int) {
        connection?.call(destination: Self.serviceName, path: Self.managerPath, interface: Self.managerInterface,
                         method: "GetClient", arguments: nil, timeoutMilliseconds: Self.callTimeout) { [weak self] result in
            guard let self, self.attempt == mine else { return }
            switch result {
            case .success(let reply):
                guard let path = reply.child(0)?.string else {
                    self.fail(.unavailable(reason: "GeoClue answered GetClient without a client path."))
                    return
                }
                self.clientPath = path
                self.configure(path, attempt: mine)
            case .failure(let failure):
                self.fail(Self.state(for: failure, step: "GetClient"))
            }
        }
    }

    /// Sets DesktopId (GeoClue refuses a client without one) and RequestedAccuracyLevel, then starts.
    private func configure(_ path: String, attempt mine: Int) {
        guard let connection else { return }
        connection.call(destination: Self.serviceName, path: path, interface: Self.propertiesInterface, method: "Set",
                        arguments: DBusValue.propertySet(interface: Self.clientInterface, name: "DesktopId", string: desktopID),
                        timeoutMilliseconds: Self.callTimeout) { [weak self] result in
            guard let self, self.attempt == mine else { return }
            if case .failure(let failure) = result { self.fail(Self.state(for: failure, step: "setting DesktopId")); return }
            connection.call(destination: Self.serviceName, path: path, interface: Self.propertiesInterface, method: "Set",
                            arguments: DBusValue.propertySet(interface: Self.clientInterface, name: "RequestedAccuracyLevel",
                                                             uint32: self.accuracyLevel.rawValue),
                            timeoutMilliseconds: Self.callTimeout) { [weak self] result in
                guard let self, self.attempt == mine else { return }
                if case .failure(let failure) = result { self.fail(Self.state(for: failure, step: "setting the accuracy")); return }
                self.startClient(path, attempt: mine)
            }
        }
    }

    private func startClient(_ path: String, attempt mine: Int) {
        guard let connection else { return }
        connection.subscribe(sender: Self.serviceName, interface: Self.clientInterface, member: "LocationUpdated", path: path,
                             arg0: nil) { [weak self] parameters in
            guard let self, self.attempt == mine, let location = parameters.child(1)?.string else { return }
            self.readLocation(location, attempt: mine)
        }
        connection.call(destination: Self.serviceName, path: path, interface: Self.clientInterface, method: "Start",
                        arguments: nil, timeoutMilliseconds: Self.startTimeout) { [weak self] result in
            guard let self, self.attempt == mine else { return }
            switch result {
            case .success: self.set(.running)
            case .failure(let failure): self.fail(Self.state(for: failure, step: "Start"))
            }
        }
    }

    private func readLocation(_ path: String, attempt mine: Int) {
        connection?.call(destination: Self.serviceName, path: path, interface: Self.propertiesInterface, method: "GetAll",
                         arguments: DBusValue.stringTuple(Self.locationInterface), timeoutMilliseconds: Self.callTimeout) { [weak self] result in
            guard let self, self.attempt == mine, case .success(let reply) = result, let properties = reply.child(0),
                  let update = Self.update(from: properties) else { return }
            // Updates may arrive before Start's reply: they prove it is running.
            if self.state == .starting { self.set(.running) }
            self.onEvent?(.update(update))
        }
    }

    /// A name owner change for GeoClue to nobody: the service went away under us.
    private func watchService(on connection: DBusConnection, attempt mine: Int) {
        connection.subscribe(sender: "org.freedesktop.DBus", interface: "org.freedesktop.DBus", member: "NameOwnerChanged",
                             path: "/org/freedesktop/DBus", arg0: Self.serviceName) { [weak self] parameters in
            guard let self, self.attempt == mine, self.state.isActive, parameters.child(2)?.string == "" else { return }
            self.fail(.unavailable(reason: "The location service (GeoClue) stopped; press the location button to try again."))
        }
    }

    // MARK: Reading answers

    /// A Location object's properties as an update; nil when latitude or longitude is missing or out of range.
    static func update(from properties: DBusValue) -> LocationUpdate? {
        guard let lat = properties.lookup("Latitude")?.double, let lon = properties.lookup("Longitude")?.double,
              let coordinate = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
        let accuracy = properties.lookup("Accuracy")?.double ?? .infinity
        // GeoClue sends -1 when it does not know the heading.
        let heading = properties.lookup("Heading")?.double.flatMap { $0 >= 0 ? $0 : nil }
        var timestamp = Date()
        if let stamp = properties.lookup("Timestamp"), let seconds = stamp.child(0)?.uint64, let micro = stamp.child(1)?.uint64 {
            timestamp = Date(timeIntervalSince1970: Double(seconds) + Double(micro) / 1_000_000)
        }
        return LocationUpdate(coordinate: coordinate, accuracy: accuracy.isFinite ? accuracy : 20_000_000,
                              heading: heading, timestamp: timestamp)
    }

    /// What a failed step means for the person.
    static func state(for failure: DBusFailure, step: String) -> LocationState {
        switch failure.remoteName {
        case "org.freedesktop.DBus.Error.AccessDenied":
            return .denied(reason: "Location access was denied. Allow Pinmap under Settings › Privacy › Location Services; Pinmap asks again after a restart.")
        case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
             "org.freedesktop.DBus.Error.Spawn.ServiceNotFound", "org.freedesktop.DBus.Error.Spawn.ChildExited":
            return .unavailable(reason: "No location service: GeoClue is not installed or not running (package geoclue-2.0).")
        default:
            return .unavailable(reason: "The location service failed at \(step): \(failure.message)")
        }
    }

    private func fail(_ next: LocationState) {
        attempt &+= 1
        connection = nil
        clientPath = nil
        set(next)
    }

    private func set(_ next: LocationState) {
        guard next != state else { return }
        state = next
        onEvent?(.state(next))
    }
}
