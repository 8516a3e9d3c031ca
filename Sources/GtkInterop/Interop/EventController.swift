import CGtk
import MapCore

/// A GtkEventController (or GtkGesture) handle. Attach with `Widget.add(_:)`, which takes ownership.
public struct EventController: Hashable, GObjectConvertible {
    package let raw: OpaquePointer
    package init(_ raw: OpaquePointer) { self.raw = raw }
    public var gobjectPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(raw) }
}

@MainActor
extension EventController {
    /// A GtkGestureClick ("pressed"/"released" with `Signal.connect(_:_:press:)`).
    public static func click() -> EventController { EventController(gtk_gesture_click_new()) }
    /// A GtkGestureDrag ("drag-begin"/"drag-update"/"drag-end" with `Signal.connect(_:_:point:)`).
    public static func drag() -> EventController { EventController(gtk_gesture_drag_new()) }
    /// A GtkGestureZoom ("scale-changed" with `Signal.connect(_:_:value:)`, "begin"/"end" with `Signal.connectIgnoringArgument`).
    public static func zoom() -> EventController { EventController(gtk_gesture_zoom_new()) }
    /// A GtkEventControllerScroll ("scroll" with `Signal.connect(_:_:scroll:)`).
    public static func scroll(_ flags: ScrollFlags) -> EventController {
        EventController(gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(rawValue: flags.rawValue)))
    }
    /// A GtkGestureLongPress on touch only ("pressed" with `Signal.connect(_:_:point:)`): a mouse's press and hold
    /// stays a drag.
    public static func longPress() -> EventController {
        let gesture = EventController(gtk_gesture_long_press_new())
        gtk_gesture_single_set_touch_only(pinmap_gtk_gesture_single(gesture.gobjectPointer), 1)
        return gesture
    }
    /// A GtkEventControllerKey ("key-pressed" with `Signal.connect(_:_:key:)`).
    public static func key() -> EventController { EventController(gtk_event_controller_key_new()) }
    /// A GtkEventControllerMotion ("motion"/"enter" with `point:`, "leave" with the plain shape).
    public static func motion() -> EventController { EventController(gtk_event_controller_motion_new()) }

    /// A GtkEventControllerFocus ("enter"/"leave" with the plain shape: the keyboard focus came into the widget or left it).
    public static func focus() -> EventController { EventController(gtk_event_controller_focus_new()) }

    /// Capture/bubble/target phase.
    public func setPropagationPhase(_ phase: GtkPropagationPhase) { gtk_event_controller_set_propagation_phase(raw, phase) }

    /// Sees events before the widget's children (a search entry's inner text field).
    public func captureBeforeChildren() { gtk_event_controller_set_propagation_phase(raw, GTK_PHASE_CAPTURE) }

    /// Restricts a single-point gesture to one mouse button (0 = any).
    public func setButton(_ button: UInt32) { gtk_gesture_single_set_button(pinmap_gtk_gesture_single(gobjectPointer), button) }
    /// The button of the current press of a single-point gesture (0 if none).
    public var currentButton: UInt32 { gtk_gesture_single_get_current_button(pinmap_gtk_gesture_single(gobjectPointer)) }

    /// Claims the gesture's sequences so other gestures (a click) stop seeing them.
    public func claim() { gtk_gesture_set_state(pinmap_gtk_gesture(gobjectPointer), GTK_EVENT_SEQUENCE_CLAIMED) }
    /// Gives the sequences up.
    public func deny() { gtk_gesture_set_state(pinmap_gtk_gesture(gobjectPointer), GTK_EVENT_SEQUENCE_DENIED) }
    /// Drops any ongoing interaction of the gesture.
    public func reset() { gtk_event_controller_reset(raw) }
    /// Whether the gesture is currently recognized.
    public var isActive: Bool { gtk_gesture_is_active(pinmap_gtk_gesture(gobjectPointer)) != 0 }

    /// Centre of a multi-touch gesture's points in widget coordinates (GtkGestureZoom's focus point).
    public var boundingBoxCenter: PixelPoint? {
        var x = 0.0, y = 0.0
        guard gtk_gesture_get_bounding_box_center(pinmap_gtk_gesture(gobjectPointer), &x, &y) != 0 else { return nil }
        return PixelPoint(x: x, y: y)
    }

    /// A GtkGestureDrag's start point in widget coordinates, while dragging.
    public var dragStartPoint: PixelPoint? {
        var x = 0.0, y = 0.0
        guard gtk_gesture_drag_get_start_point(pinmap_gtk_gesture_drag(gobjectPointer), &x, &y) != 0 else { return nil }
        return PixelPoint(x: x, y: y)
    }

    /// Whether a scroll controller's current event comes from a wheel (discrete steps) or a touchpad (surface pixels).
    public var scrollUnitIsWheel: Bool {
        gtk_event_controller_scroll_get_unit(pinmap_gtk_event_controller_scroll(gobjectPointer)) == GDK_SCROLL_UNIT_WHEEL
    }

    /// Timestamp of the event being handled, in milliseconds (the windowing system's clock; compare only with each other).
    public var currentEventTime: UInt32 { gtk_event_controller_get_current_event_time(raw) }

    /// Modifier state of the event being handled.
    public var currentModifiers: UInt32 { gtk_event_controller_get_current_event_state(raw).rawValue }
}
