/// Whether a frame is one of many in a zoom that is still moving, or the view at rest.
public enum SceneMotion: Sendable, Equatable {
    /// The view at rest (and every frame of a pan): drawn crisp, tiles scaled with bilinear filtering.
    case atRest
    /// An in-between frame of a zoom animation or pinch: scaled tiles take the nearest pixel, about 3× cheaper at
    /// scale 2; the caller draws the last frame `.atRest`, so what stays on screen is the crisp picture.
    case zooming
}
