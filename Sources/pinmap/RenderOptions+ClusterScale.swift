import AppCore
import Clustering
import MapRender

extension RenderOptions {
    /// Cluster bubbles sized by the clustering module's marker curve, so the map and the module agree.
    static func clusters(sizedBy scale: ClusterMarkerScale) -> RenderOptions {
        var options = RenderOptions()
        options.clusterScale = { scale.scale(forCount: $0) }
        options.translate = { tr($0) }
        options.clusterBaseRadius = 8  // points at scale 1
        options.clusterMaxRadius = 30  // points: clusters sit about 50 points apart, so bigger bubbles would collide
        return options
    }
}
