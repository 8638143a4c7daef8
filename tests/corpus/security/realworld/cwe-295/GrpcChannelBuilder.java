// expect: none (CWE-295 safe)
// note: Netty gRPC channel trusts the internal CA certificate file only
package com.platformops.grpc;

import io.grpc.ManagedChannel;
import io.grpc.netty.GrpcSslContexts;
import io.grpc.netty.NettyChannelBuilder;
import java.io.File;

public class GrpcChannelBuilder {

    public ManagedChannel channel(String host, int port) throws Exception {
        return NettyChannelBuilder.forAddress(host, port)
                .sslContext(GrpcSslContexts.forClient().trustManager(new File("/etc/platformops/internal-ca.pem")).build())
                .build();
    }
}
