// expect: none (CWE-78 safe)
// note: targetFormat checked against a Set of formats (return on miss); soffice run with an argument array
package com.paperless.convert;

import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import java.io.IOException;
import java.util.Set;

public class DocumentConversionConsumer implements MessageListener {

    private static final Set<String> FORMATS = Set.of("pdf", "odt", "docx", "txt");

    @Override
    public void onMessage(Message message) {
        try {
            long documentId = message.getLongProperty("documentId");
            String targetFormat = message.getStringProperty("targetFormat");
            if (!FORMATS.contains(targetFormat)) {
                return;
            }
            String source = "/data/docs/" + documentId + ".bin";
            String[] cmd = {"soffice", "--headless", "--convert-to", targetFormat, "--outdir", "/data/out", source};
            Runtime.getRuntime().exec(cmd).waitFor();
        } catch (JMSException | IOException | InterruptedException e) {
            throw new RuntimeException(e);
        }
    }
}
