// expect: none (CWE-319 safe)
// note: card data sent over a TLS socket created by SSLSocketFactory with hostname verification enabled
package com.telecom.billing.tls;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

public class SecureBillingSocketClient {
    private final String host;
    private final int port;

    public SecureBillingSocketClient(String host, int port) {
        this.host = host;
        this.port = port;
    }

    public void charge(String cardHolder, String cardNumber, long amountCents) throws IOException {
        SSLSocketFactory factory = (SSLSocketFactory) SSLSocketFactory.getDefault();
        try (SSLSocket socket = (SSLSocket) factory.createSocket(host, port)) {
            SSLParameters params = socket.getSSLParameters();
            params.setEndpointIdentificationAlgorithm("HTTPS");
            socket.setSSLParameters(params);
            OutputStream out = socket.getOutputStream();
            out.write(("CHARGE|" + cardHolder + "|" + cardNumber + "|" + amountCents + "\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
    }
}
