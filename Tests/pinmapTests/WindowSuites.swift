import Testing

/// Every suite that drives a real window under Xvfb, nested here so that one app window runs at a time: in full runs
/// two windows painting at once on two cores starved each other (a click taken back by a late focus hand-back,
/// a reverse lookup past its deadline), and each such test then failed in one run of three or four.
@Suite(.serialized) enum WindowSuites {}

extension Trait where Self == ConditionTrait {
    /// A window suite's condition: the app, the X tools and a display.
    static var needsWindow: Self {
        .enabled(if: XDisplay.isAvailable, "needs the pinmap binary, xdotool, ImageMagick and a DISPLAY or Xvfb")
    }

    /// A window suite that also starts its own session bus.
    static var needsWindowAndBus: Self {
        .enabled(if: XDisplay.isAvailable && XDisplay.which("dbus-daemon") != nil && XDisplay.which("gdbus") != nil,
                 "needs the pinmap binary, Xvfb tools, dbus-daemon and gdbus (tools/deps.sh --test)")
    }
}
