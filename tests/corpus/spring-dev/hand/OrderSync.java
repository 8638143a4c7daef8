package com.example.sync;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.springframework.scheduling.annotation.Async;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderSync {

    private final RemoteOrders remote;
    private final LocalOrderRepository local;

    public OrderSync(RemoteOrders remote, LocalOrderRepository local) {
        this.remote = remote;
        this.local = local;
    }

    public void syncAll() {
        List<String> ids = remote.changedIds();
        ids.forEach(id -> this.syncOne(id)); // expect: DES-TRANSACTIONAL-SELF-INVOCATION
        this.reportAsync(ids.size()); // expect: DES-ASYNC-SELF-INVOCATION
    }

    @Transactional(rollbackFor = Exception.class)
    public void syncOne(String id) {
        local.save(remote.fetch(id));
    }

    @Async
    public CompletableFuture<Void> reportAsync(int count) {
        remote.acknowledge(count);
        return CompletableFuture.completedFuture(null);
    }

    @Transactional(readOnly = true) // expect: DES-TRANSACTIONAL-PRIVATE
    private long countLocal() {
        return local.count();
    }

    @Transactional // expect: DES-TRANSACTIONAL-FINAL
    public final void purge() {
        local.deleteAll();
    }

    public long localCount() {
        return countLocal();
    }
}
