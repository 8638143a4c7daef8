// expect: CWE-319 @ 20
// note: card holder name and card number sent over a plain java.net.Socket to the billing host
package com.telecom.billing;

import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

public class LegacyBillingSocketClient {
    private final String host;
    private final int port;

    public LegacyBillingSocketClient(String host, int port) {
        this.host = host;
        this.port = port;
    }

    public void charge(String cardHolder, String cardNumber, long amountCents) throws IOException {
        try (Socket socket = new Socket(host, port);
             DataOutputStream out = new DataOutputStream(socket.getOutputStream())) {
            String record = "CHARGE|" + cardHolder + "|" + cardNumber + "|" + amountCents + "\n";
            out.write(record.getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
    }
}
