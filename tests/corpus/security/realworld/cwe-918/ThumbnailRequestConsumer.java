// expect: CWE-918 @ 25
// note: JMS message body is an image URL opened with URL.openConnection to create a thumbnail
package com.photoshare.thumbs;

import jakarta.jms.JMSException;
import jakarta.jms.TextMessage;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
public class ThumbnailRequestConsumer {

    private final Thumbnailer thumbnailer;

    public ThumbnailRequestConsumer(Thumbnailer thumbnailer) {
        this.thumbnailer = thumbnailer;
    }

    @JmsListener(destination = "thumbnails.requested")
    public void onRequest(TextMessage message) throws JMSException, IOException {
        String imageUrl = message.getText();
        try (InputStream in = new URL(imageUrl).openConnection().getInputStream()) {
            thumbnailer.create(in);
        }
    }

    public interface Thumbnailer {
        void create(InputStream original) throws IOException;
    }
}
