import Graphics
import GtkInterop
import MapCore
import MapRender

extension MapWidget {
    /// GTK's draw function: sizes the viewport, fits on the first real frame, queries items once per change, renders.
    func drawFrame(on canvas: Canvas, width: Int, height: Int) {
        // A zero-size frame draws nothing and asks the index nothing.
        guard width > 0, height > 0 else { return }
        let size = PixelSize(width: Double(width), height: Double(height))
        let scale = Double(max(1, widget.scaleFactor))
        if viewport.size != size || viewport.scaleFactor != scale {
            // Resizing keeps the centre: Viewport stores the centre, not a corner.
            drawnViewport.size = size
            drawnViewport.scaleFactor = scale
            scheduleViewportNotification()
        }
        isDrawing = true
        defer { isDrawing = false }
        if needsInitialFit, index != nil { fitAllPlaces(animated: false) }
        let items = query.items(for: viewport, generation: dataGeneration, index: index)
        var scene = MapScene(viewport: viewport, style: style, items: items,
                             selectedPlaceID: selectedPlaceID, isOffline: isOffline, droppedMarker: droppedMarker)
        scene.location = location
        scene.motion = motion
        scene.shapes = shapeQuery.shapes(for: viewport)
        scene.selectedShapeID = shapeQuery.selectedID
        renderer.draw(scene, tiles: tiles, on: canvas)
        drawFocusRing(on: canvas, size: size)
        reportCollapsedCredits()
        lastScene = scene
        frameCount += 1
    }

    /// After the frame: showing or hiding the window's credits button relayouts, which GTK forbids while drawing.
    private func reportCollapsedCredits() {
        let now = renderer.collapsedCredits
        guard now != collapsedCredits else { return }
        collapsedCredits = now
        MainLoop.post { [weak self] in self?.onCreditsCollapsed?(now) }
    }

    /// `.zooming` while a zoom animation, a pinch or touchpad zoom scrolling is under way (the renderer then scales
    /// tiles the cheap way); the animation's last frame and the frame after a pinch or a scroll pause are drawn at rest, crisp.
    var motion: SceneMotion {
        if pinchStart != nil || touchpadZoomSettle != nil { return .zooming }
        if let a = animation, a.targetZoom != a.start.zoom { return .zooming }
        return .atRest
    }

    /// Items drawn in the last frame (what clicks hit).
    public var drawnItems: [MapItem] { query.items }

    /// How many times the PlaceIndex was queried.
    public var indexQueryCount: Int { query.queryCount }
}
