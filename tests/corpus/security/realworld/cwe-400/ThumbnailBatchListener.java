// expect: CWE-400 @ 14
// note: Kafka message "count" allocates an ArrayList/array of that many thumbnails with no limit
package com.photoshare.batch;

import java.awt.image.BufferedImage;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class ThumbnailBatchListener {

    @KafkaListener(topics = "thumbnails.batch")
    public void onBatch(BatchRequest request) {
        BufferedImage[] frames = new BufferedImage[request.count()];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = new BufferedImage(request.width(), request.height(), BufferedImage.TYPE_INT_RGB);
        }
        System.out.println("prepared " + frames.length + " frames");
    }

    public record BatchRequest(int count, int width, int height) {}
}
