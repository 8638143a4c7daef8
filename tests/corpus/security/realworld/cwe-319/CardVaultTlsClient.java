// expect: none (CWE-319 safe)
// note: card numbers sent over an SSLSocket from SSLSocketFactory.getDefault()
package com.paystream.vault;

import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import javax.net.ssl.SSLSocketFactory;

public class CardVaultTlsClient {

    private final String host;
    private final int port;

    public CardVaultTlsClient(String host, int port) {
        this.host = host;
        this.port = port;
    }

    public void store(String cardNumber, String expiry) throws IOException {
        try (Socket socket = SSLSocketFactory.getDefault().createSocket(host, port);
             DataOutputStream out = new DataOutputStream(socket.getOutputStream())) {
            out.writeUTF(cardNumber + "|" + expiry);
        }
    }
}
