// expect: none (CWE-78 safe)
// note: metadata response only selects between two fixed optimizer commands via switch; the file path is a UUID name
package com.cdnkit.assets;

import java.io.IOException;
import java.util.UUID;
import org.springframework.web.client.RestTemplate;

public class ImageOptimizerService {

    private final RestTemplate metadataClient;

    public ImageOptimizerService(RestTemplate metadataClient) {
        this.metadataClient = metadataClient;
    }

    public void optimize(UUID assetId) throws IOException {
        AssetMeta meta = metadataClient.getForObject("https://assets-meta.internal.example/assets/{id}", AssetMeta.class, assetId);
        String file = "/srv/cdn/" + assetId + ".img";
        String[] command = switch (meta.format()) {
            case "png" -> new String[] {"/usr/bin/optipng", "-o2", file};
            case "jpeg", "jpg" -> new String[] {"/usr/bin/jpegoptim", "--strip-all", file};
            default -> null;
        };
        if (command != null) {
            Runtime.getRuntime().exec(command);
        }
    }

    record AssetMeta(String format, String optimizer, long size) {}
}
