// expect: CWE-78 @ 21
// note: HTTP response from the asset-metadata service supplies an "optimizer" command line that is executed → Runtime.exec(String)
package com.cdnkit.assets;

import java.io.IOException;
import java.util.UUID;
import org.springframework.web.client.RestTemplate;

public class ImageOptimizer {

    private final RestTemplate metadataClient;

    public ImageOptimizer(RestTemplate metadataClient) {
        this.metadataClient = metadataClient;
    }

    public void optimize(UUID assetId) throws IOException {
        AssetMeta meta = metadataClient.getForObject("https://assets-meta.internal.example/assets/{id}", AssetMeta.class, assetId);
        String file = "/srv/cdn/" + assetId + ".img";
        String command = meta.optimizer() + " " + file;
        Runtime.getRuntime().exec(command);
    }

    record AssetMeta(String format, String optimizer, long size) {}
}
