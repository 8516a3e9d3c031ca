/// The parts of a cluster bubble that depend only on its radius, rasterised once per radius: the soft shadow under
/// the ring (three quarters of a whole bubble's cost) and the white centre with its outline over it.
struct ClusterBubbleBase {
    let under: Sprite
    let over: Sprite
}
