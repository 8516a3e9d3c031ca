import CAdw
import CGtk
import GtkInterop

/// A GtkDropTarget for a list of files (`GDK_TYPE_FILE_LIST`: Files and any app offering `text/uri-list`): says
/// when such a drag is over the widget, and hands the dropped files' paths over.
@MainActor
public final class FileDropTarget {
    private let handleDrop: @MainActor ([String]) -> Bool

    /// `hover(true)` when a drag of files enters, `hover(false)` when it leaves or drops; `drop` gets local paths.
    public init(on widget: Widget, hover: @escaping @MainActor (Bool) -> Void, drop: @escaping @MainActor ([String]) -> Void) {
        handleDrop = { paths in
            hover(false)
            drop(paths)
            return true
        }
        guard let target = gtk_drop_target_new(pinmap_gdk_file_list_type(), GDK_ACTION_COPY) else { return }
        let raw = UnsafeMutableRawPointer(target)
        let dropBox = HandlerBox(handleDrop).retainedPointer()
        pinmap_connect_drop(raw, { _, value, _, _, data in
            let box = HandlerBox<@MainActor ([String]) -> Bool>.from(data)
            let paths = FileDropTarget.paths(in: value)
            return MainActor.assumeIsolated { box.handler(paths) } ? 1 : 0
        }, dropBox, { data, _ in releaseHandlerBox(data) })
        let hoverBox = HandlerBox(hover).retainedPointer()
        pinmap_connect_drop_enter(raw, "enter", { _, _, _, data in
            let box = HandlerBox<@MainActor (Bool) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(true) }
            return GDK_ACTION_COPY
        }, hoverBox, { data, _ in releaseHandlerBox(data) })
        let leaveBox = HandlerBox(hover).retainedPointer()
        pinmap_connect_void(raw, "leave", { _, data in
            let box = HandlerBox<@MainActor (Bool) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(false) }
        }, leaveBox, { data, _ in releaseHandlerBox(data) })
        // The widget takes the controller's floating reference.
        widget.add(EventController(target))
    }

    /// Puts `paths` in a `GdkFileList` value, as a drop from Files carries it, and runs the drop handler on it.
    /// Differs from a real drag only in what comes before: no GdkDrop, no "enter"/"motion", no portal.
    public func deliver(paths: [String]) {
        var files: [OpaquePointer?] = paths.map { g_file_new_for_path($0) }
        let list = files.withUnsafeMutableBufferPointer { gdk_file_list_new_from_array($0.baseAddress, gsize($0.count)) }
        for f in files { g_object_unref(UnsafeMutableRawPointer(f)) }
        var value = GValue()
        g_value_init(&value, pinmap_gdk_file_list_type())
        g_value_take_boxed(&value, UnsafeRawPointer(list))
        _ = handleDrop(Self.paths(in: &value))
        g_value_unset(&value)
    }

    /// The local paths in a `GdkFileList` value (files without a path, e.g. on a remote share, are left out).
    nonisolated static func paths(in value: UnsafePointer<GValue>?) -> [String] {
        guard let value, let boxed = g_value_get_boxed(value) else { return [] }
        let head = gdk_file_list_get_files(OpaquePointer(boxed))
        var paths: [String] = []
        var node = head
        while let n = node {
            if let file = n.pointee.data, let p = g_file_get_path(OpaquePointer(file)) {
                paths.append(String(cString: p))
                g_free(p)
            }
            node = n.pointee.next
        }
        // The list is ours, the files in it are not.
        g_slist_free(head)
        return paths
    }
}
