// expect: CWE-319 @ 20
// note: card numbers sent to the vault over a plain java.net.Socket
package com.paystream.vault;

import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;

public class CardVaultSocketClient {

    private final String host;
    private final int port;

    public CardVaultSocketClient(String host, int port) {
        this.host = host;
        this.port = port;
    }

    public void store(String cardNumber, String expiry) throws IOException {
        try (Socket socket = new Socket(host, port);
             DataOutputStream out = new DataOutputStream(socket.getOutputStream())) {
            out.writeUTF(cardNumber + "|" + expiry);
        }
    }
}
